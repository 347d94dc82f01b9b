import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{k as p,l as T}from"./chunk-7Q6ALJRE.js";import{A as N,d as O,n as F,w as P,x as _,y as j}from"./chunk-AU6UQKED.js";import{Wa as L,b as x,d as R,fa as S}from"./chunk-AK4PU7XI.js";import{g as a}from"./chunk-HMRUBRHO.js";import{createHash as U}from"node:crypto";import{readFileSync as W}from"node:fs";var Z="tooldoc.lock.json",v=1;function A(o){return JSON.stringify(f(o))}function f(o){return Array.isArray(o)?o.map(f):a(o)?Object.fromEntries(Object.keys(o).sort().map(e=>[e,f(o[e])])):o}function E(o){let e=f(o);return{sha256:U("sha256").update(A(e)).digest("hex"),definition:e}}function D(o){return o.server?.live&&o.server.definition?{catalog:`server:${o.server.name}`,definition:o.server.definition}:{catalog:"files",definition:o.descriptor}}function Q(o){let e={lockfileVersion:v,catalogs:{}};for(let t of[...o.keys()].sort()){let r=o.get(t);e.catalogs[t]=Object.fromEntries([...r.keys()].sort().map(n=>[n,E(r.get(n))]))}return JSON.stringify(e,null,2)+`
`}var u=class extends Error{};function X(o,e){let t;try{t=W(o,"utf8")}catch(n){let i=n.code;throw new u(i==="ENOENT"?`${e} does not exist; write it with \`tooldoc lock\` and commit it.`:`Could not read ${e}: ${i??String(n)}.`)}let r;try{r=JSON.parse(t)}catch(n){throw new u(`${e} is not valid JSON (${n.message}); write it again with \`tooldoc lock\`.`)}if(!a(r)||r.lockfileVersion!==v||!a(r.catalogs))throw new u(`${e} is not a tooldoc lock file of version ${v}; write it again with \`tooldoc lock\`.`);for(let[n,i]of Object.entries(r.catalogs))if(!a(i)||Object.values(i).some(s=>!a(s)||typeof s.sha256!="string"||!a(s.definition)))throw new u(`${e}: catalog "${n}" is malformed; write it again with \`tooldoc lock\`.`);return r}function $(o,e){let t=new Map(Object.entries(o.catalogs).map(([n,i])=>[n,new Map(Object.entries(i))])),r=new Map;return n=>{let{catalog:i,definition:s}=D(n),c=t.get(i)??new Map,l=c.get(n.name),m=r.get(i),J=!m;m||r.set(i,m=new Set),m.add(n.name);let b=E(s);return{file:e,catalog:i,sha256:b.sha256,definition:b.definition,...l?{entry:l}:{},tools:c,listed:m,first:J}}}import{readFileSync as M}from"node:fs";function z(o){let e=new p({rules:[],limits:o.limits,inputFormat:o.inputFormat});return t=>{try{let r=L(M(t));if(!("text"in r))return;let{source:n,tools:i}=e.readTools(r.text,{path:x(t,o.cwd),absolutePath:t});return n?{source:n,tools:i}:void 0}catch{return}}}import w from"node:path";var I=o=>`server:${o}`,k=class{constructor(e){this.path=e;this.absolutePath=e}path;kind="json";text="";absolutePath;locate(e){return{start:{line:e+1,column:1},end:{line:e+1,column:1}}}};function V(o,e){let t={...o,...e};return a(o.idempotency)&&a(e.idempotency)&&(t.idempotency={...o.idempotency,...e.idempotency}),t}var q=new Set(["name","title","description","parameters"]),g=class{constructor(e,t){this.listed=e;if(this.folders=(e.sidecars??[]).map(r=>w.resolve(r)),this.live=!t,this.source=t?.source??new k(I(e.name)),t){for(let r of t.tools)this.byName.has(r.name)||this.byName.set(r.name,{doc:r.doc,descriptor:r.descriptor,sourcePath:r.sourcePath,inputFormat:r.inputFormat});this.names=[...this.byName.keys()];return}e.tools.forEach((r,n)=>{if(!a(r)||typeof r.name!="string"){this.problems.push({doc:n,path:[],message:`Entry ${n+1} of the server's tools/list is not a tool: expected {name, description, inputSchema}, got ${a(r)?"a tool without a name":JSON.stringify(r)?.slice(0,40)??String(r)}.`});return}let{descriptor:i,renames:s}=S(r),c=R([],s);this.given.push({doc:n,inputFormat:"mcp",descriptor:i,basePath:[],sourcePath:c}),this.byName.has(r.name)||this.byName.set(r.name,{doc:n,descriptor:i,sourcePath:c,inputFormat:"mcp"})}),this.names=[...this.byName.keys()]}listed;source;live;byName=new Map;given=[];problems=[];names=[];documented=new Set;folders;holds(e){return this.folders.some(t=>e===t||e.startsWith(t+w.sep))}context(e,t){return{name:this.listed.name,...e?{definition:e}:{},...t?{sidecar:t}:{},tools:this.names,sidecars:this.folders.length>0||this.documented.size>0,live:this.live}}},h=class{constructor(e,t,r=()=>{}){this.cwd=t;this.servers=e.flatMap(n=>{if(n.file===void 0)return[new g(n)];let i=r(n.file);return i?[new g(n,i)]:[]})}cwd;servers;get files(){return this.servers.filter(e=>!e.live).map(e=>e.source.absolutePath)}joinTool=(e,t)=>{let r=this.servers.find(s=>s.source.path===t.file),n=typeof e.name=="string"?e.name:void 0;if(r)return n!==void 0&&r.documented.has(n)?null:{descriptor:e,server:r.context(e,void 0)};if(t.inputFormat!=="native")return;let i=w.resolve(this.cwd,t.file);for(let s of this.servers){if(s.listed.failure!==void 0)continue;let c=s.holds(i);if(s.folders.length&&!c)continue;let l=n===void 0?void 0:s.byName.get(n);if(!l){if(c)return{descriptor:e,server:s.context(void 0,e)};continue}return s.documented.add(n),{descriptor:V(l.descriptor,e),server:s.context(l.descriptor,e),elsewhere:this.elsewhere(s,l,e)}}};elsewhere(e,t,r){return n=>{if(!n.length)return;let i=String(n[0]);return i==="name"||!Object.prototype.hasOwnProperty.call(r,i)&&(q.has(i)||Object.prototype.hasOwnProperty.call(t.descriptor,i))?{file:e.source,doc:t.doc,path:t.sourcePath(n),inputFormat:t.inputFormat,...e.live?{live:!0}:{}}:void 0}}outcomes(e){return this.live().map((t,r)=>({...t,outcome:this.outcomeOf(r,e)}))}live(){return this.servers.filter(e=>e.live).map(e=>({listed:e.listed,source:e.source}))}outcomeOf(e,t){let r=this.servers.filter(n=>n.live)[e];if(!r)throw new Error(`no live server ${e}`);return r.listed.failure===void 0?t.lintTools(r.source,r.given,r.problems):T(r.source.path,"input/server-unavailable",r.listed.failure)}note(e){for(let t of e.tools)!t.server?.definition||!t.server.sidecar||this.servers.find(r=>r.listed.name===t.server.name)?.documented.add(t.name)}documented(){return Object.fromEntries(this.servers.filter(e=>e.documented.size).map(e=>[e.listed.name,[...e.documented]]))}restore(e){for(let t of this.servers)for(let r of Object.prototype.hasOwnProperty.call(e,t.listed.name)?e[t.listed.name]:[])t.documented.add(r)}};var d=`name: get_order_status
description: >-
  Returns the current status of one order and when it is expected to arrive. Use when the user asks
  where an order is or whether it has shipped; do not use it to change or cancel an order. Read-only:
  it never changes anything.
version: 1.0.0
parameters:
  type: object
  additionalProperties: false
  required: [order_id]
  properties:
    order_id:
      type: string
      pattern: "^ord_[a-z0-9]{6,}$"
      description: The order's id, as shown in the confirmation e-mail, e.g. "ord_4f9k2m".
    include_items:
      type: boolean
      default: false
      description: Whether to list the order's items too. Optional; defaults to false.
returns:
  description: The order's status; times in UTC.
  type: object
  additionalProperties: false
  required: [status]
  properties:
    status: {type: string, enum: [pending, shipped, delivered], description: Where the order is now.}
    eta: {type: string, format: date-time, description: "Expected delivery, ISO 8601 in UTC."}
errors:
  - code: NOT_FOUND
    http_status: 404
    retryable: false
    description: No order has this id.
    recovery: Ask the user to check the id in their confirmation e-mail.
  - code: RATE_LIMITED
    http_status: 429
    retryable: true
    description: Too many requests for this API key.
    recovery: Back off using Retry-After, at most 3 attempts.
idempotency: {idempotent: true, safe: true, destructive: false}
auth: api_key
latency_p50_ms: 120
tool_search_keywords: [order, shipping, delivery, tracking]
examples:
  - prompt: Where is my order ord_4f9k2m?
    tool_call: {name: get_order_status, arguments: {order_id: ord_4f9k2m}}
    result: {status: shipped, eta: "2026-03-04T12:00:00Z"}
  - prompt: Has order ord_zzzzzz shipped?
    tool_call: {name: get_order_status, arguments: {order_id: ord_zzzzzz}}
    result: {error: {code: NOT_FOUND, message: No order with this id}}
`,y=[d.slice(0,d.indexOf("  where an order is")).replace(/ and when[^\n]*$/m,"."),d.slice(0,d.indexOf("version:")),d.slice(0,d.indexOf("returns:")),d];function C(o){let e,t=0;return()=>{if(t>=y.length)return!1;try{e??=new p({rules:o}),e.lintText(y[t],{path:`tooldoc-warm-up-${t+1}.yaml`}),t++}catch{t=y.length}return t<y.length?!0:(e=void 0,!1)}}async function be(o){let{flags:e,cwd:t}=o,r=await N(o.config,t),n=_(r,{inlineConfig:e.inlineConfig},t),i=j(e,r),s=o.servers?.length?new h(o.servers,t,z({cwd:t,limits:i,inputFormat:e.inputFormat})):void 0;return{rules:r.rules,settings:P(r,e,o.ruleSettings),settingsFor:n.settingsFor,limits:i,ignoreUnknown:e.ignoreUnknown,inputFormat:e.inputFormat,fingerprints:o.fingerprints,...e.fix||e.fixDryRun?{fixes:!0}:{},inlineConfig:n.inlineConfig,...s?{servers:s,joinTool:s.joinTool}:{},...o.previous?{previous:G(o.previous)}:{},...o.lock?{locked:$(o.lock.lock,o.lock.display)}:{}}}function G({repository:o,...e}){return o===void 0?e:{...e,compares:t=>O(o,t)}}function xe(){return C(F.filter(o=>o.meta.recommended!==!1))}export{I as a,h as b,z as c,Z as d,v as e,Q as f,u as g,X as h,$ as i,be as j,G as k,xe as l};
