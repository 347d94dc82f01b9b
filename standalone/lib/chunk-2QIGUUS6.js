import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
function i(t){return Object.assign((r,o)=>{let e="";for(let n of t(r,o))e+=n;return e},{chunks:t})}export{i as a};
