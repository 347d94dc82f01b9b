import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
var c=Symbol.for("tooldoc.codeCache");function a(){let o=globalThis[c];try{o?.save()}catch{}}export{a};
