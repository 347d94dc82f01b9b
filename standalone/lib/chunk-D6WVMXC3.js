import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a as f}from"./chunk-3FZJEVQL.js";import{a as p,e as c}from"./chunk-FGS3JANV.js";import"./chunk-EG73ROQC.js";import"./chunk-6Z4IEQFM.js";import{createHash as u}from"node:crypto";function g(i,e,n){let t=e.pointer!==void 0||e.tool!==void 0?[e.tool??"",e.pointer??""]:[e.message];return JSON.stringify([n,i.server?.name??null,e.ruleId,...t])}function*m(i,e){let n=new Map;for(let t of i.files)for(let r of t.diagnostics){if(r.suppressed)continue;let s=t.server?r.anchor:r,a=s?f(s.file,e):t.file,o=g(t,r,a),l=(n.get(o)??0)+1;n.set(o,l),yield{description:t.server&&!s?`${p(r)}: ${r.message}`:r.message,check_name:r.ruleId,fingerprint:u("sha256").update(`${o}\0${l}`).digest("hex"),severity:r.severity==="error"?"major":"minor",location:{path:a,lines:{begin:s?s.range.start.line:1}}}}}function*y(i,e){let n=!0;for(let t of m(i,e))yield`${n?`[
`:`,
`}  ${JSON.stringify(t)}`,n=!1;yield n?`[]
`:`
]
`}var v=c(y);export{v as gitlab,y as gitlabChunks};
