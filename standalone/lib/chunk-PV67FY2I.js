import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
function o(e){return e.tool===void 0?e.pointer||"tools/list":e.pointer?`${e.tool} ${e.pointer}`:e.tool}function n(e){let t=new Map;for(let r of e)r.server&&t.set(r.file,r.server);return t}export{o as a,n as b};
