import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{readFileSync as o}from"node:fs";var t=(()=>{for(let n of["../../package.json","../package.json"])try{let r=JSON.parse(o(new URL(n,import.meta.url),"utf8"));if(r.name==="tooldoc"&&r.version)return r.version}catch{}return"0.0.0"})();export{t as a};
