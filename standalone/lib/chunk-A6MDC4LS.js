import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{readFileSync as o}from"node:fs";var e=(()=>{for(let n of["../","../../","../../../"])try{let r=JSON.parse(o(new URL(`${n}package.json`,import.meta.url),"utf8"));if(r.name==="tooldoc"&&r.version)return r.version}catch{}return"0.0.0"})();export{e as a};
