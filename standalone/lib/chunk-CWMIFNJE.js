import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{b as g}from"./chunk-QGIJ24OP.js";import{a as d}from"./chunk-3FZJEVQL.js";import{a as l,c as m,h as u}from"./chunk-HDXC2D62.js";import"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";import{createHash as y}from"node:crypto";var v=(t,n)=>t.server?`server:${t.server.name}`:n;function*R(t,n){let i=new Map;for(let r of t.files)for(let e of r.diagnostics){if(e.suppressed)continue;let s=r.server&&!e.anchor?r.server.entry:void 0,a=r.server?e.anchor?.file??s?.file:e.file,p=a!==void 0?d(a,n):r.file,c=!m(r,e),o=g(v(r,p),e),f=(i.get(o)??0)+1;i.set(o,f),yield{description:r.server?`${r.file} ${l(e)}: ${e.message}`:c?`${l(e)}: ${e.message}`:e.message,check_name:e.ruleId,fingerprint:y("sha256").update(`${o}\0${f}`).digest("hex"),severity:e.severity==="error"?"major":"minor",location:{path:p,lines:{begin:s?s.line:c?1:e.range.start.line}}}}}function*h(t,n){let i=!0;for(let r of R(t,n))yield`${i?`[
`:`,
`}  ${JSON.stringify(r)}`,i=!1;yield i?`[]
`:`
]
`}var j=u(h);export{j as gitlab,h as gitlabChunks};
