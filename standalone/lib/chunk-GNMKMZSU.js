import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{e as K}from"./chunk-7GAD4Y6D.js";import{a as _,b as O}from"./chunk-JMJLFLRW.js";import{b as T,c as V,d as Y,e as X}from"./chunk-OG4IIMTZ.js";import{a as J}from"./chunk-3FZJEVQL.js";import{a as H}from"./chunk-2QIGUUS6.js";import{a as U}from"./chunk-PV67FY2I.js";import{b as W,d as b}from"./chunk-GV66CRHS.js";import"./chunk-6Z4IEQFM.js";import{createHash as ge}from"node:crypto";var le=2,de=2,q=3,I=240,fe=60;function ce(e,n){let t=e.start.line;if(!Number.isInteger(t)||t<1||t>n)return;let o=Math.min(Math.max(e.end.line,t),t+q-1,n);return[Math.max(1,t-le),Math.min(n,o+de)]}function Q(e,n){if(e.length<=I)return e;let t=n===void 0?0:Math.max(0,Math.min(n-1-fe,e.length-I));t>0&&Z(e.charCodeAt(t))&&t--;let o=Math.min(e.length,t+I);return o<e.length&&Z(e.charCodeAt(o))&&o--,[e.slice(t,o),t,o<e.length]}var Z=e=>e>=56320&&e<=57343,z={0:"not met",1:"Minimum",2:"Production",3:"AI-native"},pe=[["failed","With a failed example"],["passed","With a passed example"],["skipped","With a skipped example"],["none","Without examples"]];function ee(e,n){let t=[],o=new Map,s=new Set(e.files.filter(r=>r.server).map(r=>r.file)),a=r=>{let d=o.get(r);return d===void 0&&(d=t.length,o.set(r,d),t.push(b(s.has(r)||r.startsWith("server:")?r:J(r,n)))),d},i=new Map(e.rules.map(r=>[r.id,r])),l=[],p=new Map,u=r=>{let d=p.get(r);if(d===void 0){d=l.length,p.set(r,d);let m=i.get(r);l.push({id:b(r),url:K(r,m?.docs),level:m?.level??null,...m?{desc:b(m.description)}:{}})}return d},c=[];if(e.examples){let{failuresOf:r,paired:d}=X(e);for(let m of e.files){if(m.status==="skipped")continue;let y=m.diagnostics.filter(R=>!d.has(R));(m.status==="failed"||y.length)&&c.push({kind:"f",file:m,diagnostics:y})}for(let m of e.examples.tools){let y=R=>r(R).flatMap(h=>h.finding?[h.finding]:[]);c.push({kind:"x",tool:m,diagnostics:m.examples.flatMap(y),failuresOf:y})}}else{let r=new Map;e.tools.forEach((m,y)=>(r.get(m.file)??r.set(m.file,[]).get(m.file)).push(y));let d=new Set;for(let m of e.files){if(m.status==="skipped")continue;let y=r.get(m.file)??[],R=new Map(y.map(g=>[g,[]])),h=new Map;for(let g of y)(h.get(e.tools[g].name)??h.set(e.tools[g].name,[]).get(e.tools[g].name)).push(g);let A=[];for(let g of m.diagnostics){let L=g.toolIndex!==void 0&&R.has(g.toolIndex)?[g.toolIndex]:g.tool!==void 0?h.get(g.tool)??[]:[];L.length||A.push(g);for(let ae of L)R.get(ae).push(g)}(m.status==="failed"||A.length)&&c.push({kind:"f",file:m,diagnostics:A});for(let g of y)c.push({kind:"t",tool:e.tools[g],file:m,diagnostics:R.get(g)}),d.add(g)}e.tools.forEach((m,y)=>d.has(y)||c.push({kind:"t",tool:m,file:void 0,diagnostics:[]}))}let w=new Map,v=[],E=0,k=0,M=new Map,F=new Map;for(let r of c){a(r.kind==="f"?r.file.file:r.tool.file);for(let h of te(r))w.set(h,(w.get(h)??0)+1);let d=new Set,m=new Set,y=!1,R=!1;for(let h of r.diagnostics){let A=u(h.ruleId);if(h.file&&a(h.file),h.anchor&&a(h.anchor.file),h.suppressed)continue;d.add(A),h.severity==="error"?y=!0:R=!0;let g=ue(h.ruleId),L=F.get(g);L||F.set(g,L={errors:0,warnings:0,entries:0,rules:new Set}),h.severity==="error"?L.errors++:L.warnings++,L.rules.add(A),m.has(g)||(m.add(g),L.entries++)}for(let h of d)v[h]=(v[h]??0)+1;if(y&&E++,R&&k++,r.kind==="t"){let h=O(r.tool);for(let A of new Set(r.tool.blockers.map(g=>g.ruleId))){let g=u(A),L=M.get(g)??{tools:0,level:h};L.tools++,M.set(g,L)}}}for(let r=0;r<l.length;r++)v[r]??=0;let f=e.examples?pe.map(([r,d])=>({key:r,label:d,count:w.get(r)??0})):[0,1,2,3].map(r=>({key:`L${r}`,label:`Level ${r} \xB7 ${z[r]}`,count:w.get(`L${r}`)??0}));return w.get("file")&&f.push({key:"file",label:"Problems of a file itself",count:w.get("file")}),{mode:e.examples?"test":"lint",plans:c,files:t,servers:s,fileIndex:o,rules:l,ruleIndex:p,groups:f,entriesPerRule:v,withErrors:E,withWarnings:k,blocking:[...M].map(([r,d])=>({rule:r,...d})).sort((r,d)=>d.tools-r.tools||N(l[r.rule].id,l[d.rule].id)),findingGroups:[...F].map(([r,d])=>({group:b(r),errors:d.errors,warnings:d.warnings,entries:d.entries,rules:[...d.rules].sort((m,y)=>N(l[m].id,l[y].id))})).sort((r,d)=>d.errors+d.warnings-(r.errors+r.warnings)||N(r.group,d.group))}}var N=(e,n)=>e<n?-1:e>n?1:0,ue=e=>e.includes("/")?e.slice(0,e.indexOf("/")):e;function te(e){if(e.kind==="t")return[`L${e.tool.level}`];if(e.kind==="f")return["file"];let n=e.tool;return n.examples.length?["failed","passed","skipped"].filter(t=>n[t]):["none"]}var C=class{constructor(n,t,o=4){this.result=n;this.options=t;this.keep=o}result;options;keep;#e=new Map;#t;lines(n,t){if(this.#e.has(n)){let i=this.#e.get(n);return this.#e.delete(n),this.#e.set(n,i),i}this.#t??=new Map(this.result.files.map(i=>[i.file,i]));let o=t??this.#t.get(n),s;if(!o?.server&&!n.startsWith("server:"))try{s=o?.text??this.options.readSource?.(n)}catch{s=void 0}let a=s===void 0?void 0:s.split(/\r\n|\r|\n/);return a&&a.length>1&&a[a.length-1]===""&&a.pop(),this.#e.set(n,a),this.#e.size>this.keep&&this.#e.delete(this.#e.keys().next().value),a}};function ne(e,n,t){let o=e.kind==="f"?e.file.file:e.tool.file,s=e.kind==="x"?void 0:e.file,a=n.fileIndex.get(o)??-1,i=new j(n,t),l=e.kind==="f"?e.file.server!==void 0:e.kind==="t"?e.tool.server!==void 0||e.file?.server!==void 0:e.tool.file.startsWith("server:"),p=e.kind==="t"?new Set(e.tool.blockers.map(f=>`${f.ruleId}\0${f.message}\0${f.line}\0${f.column}`)):void 0,u=new Map,c=e.diagnostics.map((f,r)=>(u.set(f,r),me(f,l,o,s,n,i,p))),w=0,v=0;for(let f of e.diagnostics)f.suppressed||(f.severity==="error"?w++:v++);let E={f:a,g:te(e),e:w,w:v,d:c,src:i.windows};if(e.kind==="f")return{k:"f",n:n.files[a]??b(o),...e.file.status==="failed"?{st:"could not be linted"}:{},...e.file.server?{srv:b(e.file.server.name)}:{},...E};if(e.kind==="x"){let f=e.tool;return{k:"x",n:b(f.name),...f.line!==void 0?{l:f.line}:{},...f.server!==void 0?{srv:b(f.server)}:{},pa:f.passed,fa:f.failed,sk:f.skipped,...f.note!==void 0?{note:b(f.note)}:{},ex:f.examples.map(r=>({i:r.index+1,...r.prompt!==void 0?{pr:b(r.prompt)}:{},st:r.status,...r.reason!==void 0?{rs:b(r.reason)}:{},...r.ms!==void 0?{ms:r.ms}:{},...r.line!==void 0?{l:r.line}:{},d:e.failuresOf(r).flatMap(d=>u.has(d)?[u.get(d)]:[])})),...E}}let k=e.tool,M=O(k),F=new Map;for(let f of k.blockers){let r=n.ruleIndex.get(f.ruleId);r!==void 0&&F.set(r,(F.get(r)??0)+1)}return{k:"t",n:b(k.name),...k.server===void 0?{l:k.range.start.line}:{},lv:k.level,lt:b(_(k)),...M!==void 0?{nx:M}:{},bl:[...F].sort((f,r)=>r[1]-f[1]).map(([f])=>f),...k.formatCap?.missing.length?{gap:b(k.formatCap.missing.map(f=>`${f.field} (Level ${f.level})`).join(", "))}:{},fmt:b(k.inputFormat),...k.server!==void 0?{srv:b(k.server)}:{},...E}}function me(e,n,t,o,s,a,i){let l={r:s.ruleIndex.get(e.ruleId),s:e.severity,m:b(e.message)},p=n||s.servers.has(e.file),u=p?e.anchor?{file:e.anchor.file,range:e.anchor.range}:void 0:{file:e.file||t,range:e.range};if(p&&(l.p=b(U(e))),u){let{start:c,end:w}=u.range;l.l=c.line,l.c=c.column,l.el=w.line,l.ec=w.column,u.file!==t&&(l.f=s.fileIndex.get(u.file)??-1);let v=a.frame(u.file,u.range,u.file===t?o:void 0);v&&(l.fr=v)}return e.suppressed&&(l.x=b(`suppressed (${e.suppressed.kind}${e.suppressed.justification?`: ${e.suppressed.justification}`:""})`)),i?.has(`${e.ruleId}\0${e.message}\0${e.range.start.line}\0${e.range.start.column}`)&&(l.b=1),e.related?.length&&(l.rel=e.related.map(c=>b(`${c.file.startsWith("server:")?c.file:`${s.files[s.fileIndex.get(c.file)??-1]??c.file}:${c.range.start.line}:${c.range.start.column}`}: ${c.message}`))),l}var j=class{constructor(n,t){this.board=n;this.sources=t}board;sources;windows=[];#e=new Set;frame(n,t,o){let s=this.sources.lines(n,o);if(!s)return;let a=ce(t,s.length);if(!a)return;let i=this.board.fileIndex.get(n)??-1,[l,p]=a,u=this.windows.findIndex(v=>v.f===i&&l<=v.from+v.lines.length&&p>=v.from-1);u===-1&&(u=this.windows.length,this.windows.push({f:i,from:l,lines:[]}));let c=this.windows[u];if(l<c.from){let v=[];for(let E=l;E<c.from;E++)v.push(this.cut(s,E,t,u));c.lines.unshift(...v),c.from=l}for(let v=c.from+c.lines.length;v<=p;v++)c.lines.push(this.cut(s,v,t,u));let w=t.start.line;return typeof c.lines[w-c.from]!="string"&&!this.#e.has(`${u}:${w}`)&&(c.lines[w-c.from]=this.cut(s,w,t,u)),[u,l,p]}cut(n,t,o,s){let a=n[t-1];return t!==o.start.line||a.length<=I?Q(a,void 0):(this.#e.add(`${s}:${t}`),Q(a,o.start.column))}};var G=String.raw`(function () {
'use strict';
var d = document;
var holder = d.getElementById('tooldoc-data');
var app = d.getElementById('app');
if (!holder || !app) return;
var data = JSON.parse(holder.textContent || '{}');
holder.textContent = '';
var items = data.items || [], rules = data.rules || [], files = data.files || [];
var nf = new Intl.NumberFormat('en-US');
var BATCH = 40, FINDINGS = 50, SPAN = data.span || 3, NOUN = data.noun || 'tool';
var SAFE_URL = /^https?:\/\/[^\s"<>]+$/i;
var UNSAFE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
function visible(s) {
  return String(s).replace(UNSAFE, function (c) {
    var h = c.charCodeAt(0).toString(16).toUpperCase();
    return '\\u' + '0000'.slice(h.length) + h;
  });
}
function el(tag, cls, text) {
  var e = d.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}
function add(parent) {
  for (var i = 1; i < arguments.length; i++) {
    var x = arguments[i];
    if (x === null || x === undefined) continue;
    parent.appendChild(typeof x === 'string' ? d.createTextNode(x) : x);
  }
  return parent;
}
function plural(n, word, words) { return nf.format(n) + ' ' + (n === 1 ? word : (words || word + 's')); }
function ruleLink(i) {
  var r = rules[i];
  if (!r) return el('code', null, '?');
  if (!SAFE_URL.test(r.url)) return el('code', 'rule', r.id);
  var a = el('a', 'rule');
  a.href = r.url;
  a.rel = 'noopener noreferrer';
  add(a, el('code', null, r.id));
  return a;
}

var form = d.getElementById('filters');
var list = d.getElementById('cards');
var status = d.getElementById('status');
var more = d.getElementById('more');
var collapseAll = d.getElementById('collapse-all');
var state = { groups: {}, rule: -1, sev: '', q: '', sort: 'file' };
var shown = [];
var rendered = 0;
var collapsed = false;
var bodies = [];

function readForm() {
  state.groups = {};
  var boxes = form.querySelectorAll('input[name="group"]');
  for (var i = 0; i < boxes.length; i++) if (boxes[i].checked) state.groups[boxes[i].value] = true;
  var rule = form.querySelector('select[name="rule"]');
  state.rule = rule ? Number(rule.value) : -1;
  var sev = form.querySelector('input[name="severity"]:checked');
  state.sev = sev ? sev.value : '';
  var q = form.querySelector('input[name="q"]');
  state.q = q ? q.value.trim().toLowerCase() : '';
  var sort = form.querySelector('select[name="sort"]');
  state.sort = sort ? sort.value : 'file';
}
function findingFilter() { return state.rule >= 0 || state.sev !== ''; }
function findingMatches(x) { return !x.x && (state.rule < 0 || x.r === state.rule) && (!state.sev || x.s === state.sev); }
function matches(it) {
  var inGroup = false;
  for (var i = 0; i < it.g.length; i++) if (state.groups[it.g[i]]) { inGroup = true; break; }
  if (!inGroup) return false;
  if (state.q && it.n.toLowerCase().indexOf(state.q) === -1 && String(files[it.f] || '').toLowerCase().indexOf(state.q) === -1) return false;
  if (!findingFilter()) return true;
  for (var j = 0; j < it.d.length; j++) if (findingMatches(it.d[j])) return true;
  return false;
}
function rank(it) { return it.k === 't' ? it.lv : it.k === 'f' ? -1 : -(it.fa || 0); }
var SORTS = {
  level: function (a, b) { return rank(items[a]) - rank(items[b]) || a - b; },
  findings: function (a, b) { return items[b].e + items[b].w - (items[a].e + items[a].w) || a - b; },
  name: function (a, b) { var x = items[a].n, y = items[b].n; return x < y ? -1 : x > y ? 1 : a - b; }
};

function apply() {
  readForm();
  shown = [];
  for (var i = 0; i < items.length; i++) if (matches(items[i])) shown.push(i);
  var sort = SORTS[state.sort];
  if (sort) shown.sort(sort);
  list.textContent = '';
  bodies = [];
  rendered = 0;
  renderMore(BATCH);
  var text = nf.format(shown.length) + ' of ' + plural(items.length, NOUN, data.nouns) + ' match the filters';
  status.textContent = text + (shown.length > rendered ? '; the cards load as you scroll.' : '.');
  requestAnimationFrame(fill);
}

function renderMore(n) {
  var end = Math.min(shown.length, rendered + n);
  var first = null;
  var frag = d.createDocumentFragment();
  for (; rendered < end; rendered++) {
    var c = card(shown[rendered]);
    if (!first) first = c;
    frag.appendChild(c);
  }
  list.appendChild(frag);
  more.hidden = rendered >= shown.length;
  if (!more.hidden) more.textContent = 'Show ' + Math.min(BATCH, shown.length - rendered) + ' more (' + nf.format(shown.length - rendered) + ' not shown yet)';
  return first;
}
function fill() {
  if (more.hidden) return;
  var box = more.getBoundingClientRect();
  if (box.top < window.innerHeight + 800) {
    renderMore(BATCH);
    requestAnimationFrame(fill);
  }
}

function card(i) {
  var it = items[i];
  var li = el('li');
  var kind = it.k === 't' ? 'lv-' + it.lv : it.k === 'f' ? 'file' : 'x';
  var art = el('article', 'card ' + kind);
  art.setAttribute('aria-labelledby', 'c' + i);
  art.setAttribute('data-entry', String(i));
  var head = el('div', 'card-head');
  var h = el('h3');
  h.id = 'c' + i;
  h.tabIndex = -1;
  add(h, el('code', null, it.n));
  add(head, h, el('span', 'badge ' + kind, badgeText(it)));
  add(art, head);
  add(art, el('p', 'where', whereText(it)));
  if (it.k === 't') {
    add(art, needs(it));
    if (it.gap) add(art, el('p', 'note', 'Its format (' + it.fmt + ') has no place for ' + it.gap + '; tooldoc import writes a descriptor that can hold them.'));
  }
  if (it.note) add(art, el('p', 'note', it.note));
  var count = it.k === 'x' ? (it.ex || []).length : it.d.length;
  if (count) {
    var body = el('div', 'card-body');
    body.id = 'b' + i;
    var button = el('button', 'toggle');
    button.type = 'button';
    button.setAttribute('aria-controls', body.id);
    var entry = { it: it, body: body, button: button, built: false };
    bodies.push(entry);
    button.addEventListener('click', function () { setOpen(entry, body.hidden); });
    add(art, button, body);
    setOpen(entry, !collapsed);
  }
  li.appendChild(art);
  return li;
}
function setOpen(entry, open) {
  if (open && !entry.built) {
    entry.built = true;
    if (entry.it.k === 'x') examplesOf(entry.it, entry.body);
    else findingsOf(entry.it, entry.body);
  }
  entry.body.hidden = !open;
  entry.button.setAttribute('aria-expanded', String(open));
  var n = entry.it.k === 'x' ? plural(entry.it.ex.length, 'example') : plural(entry.it.d.length, 'finding');
  entry.button.textContent = (open ? 'Hide ' : 'Show ') + n;
}
function badgeText(it) {
  if (it.k === 't') return it.lt;
  if (it.k === 'f') return it.st ? 'Could not be linted' : 'File';
  var parts = [];
  if (it.fa) parts.push(it.fa + ' failed');
  if (it.pa) parts.push(it.pa + ' passed');
  if (it.sk) parts.push(it.sk + ' skipped');
  return parts.length ? parts.join(', ') : 'No examples';
}
function whereText(it) {
  var parts = [];
  if (it.k !== 'f') parts.push(String(files[it.f] || '') + (it.l ? ':' + it.l : ''));
  if (it.k === 't' && it.fmt) parts.push('format ' + it.fmt);
  if (it.srv) parts.push('server ' + it.srv);
  parts.push(plural(it.e, 'error') + ', ' + plural(it.w, 'warning'));
  return parts.join(' · ');
}
function needs(it) {
  var p = el('p', 'needs');
  if (it.nx === undefined) {
    add(p, it.lv === 3 ? 'Meets Level 3, the spec\u2019s top level.' : 'Reaches Level 3 in what its format holds.');
    return p;
  }
  if (!it.bl || !it.bl.length) {
    add(p, 'Level ' + it.nx + ' needs fields its format has no place for.');
    return p;
  }
  add(p, el('strong', null, 'Level ' + it.nx + ' needs: '));
  var shownRules = it.bl.slice(0, 8);
  for (var i = 0; i < shownRules.length; i++) add(p, i ? ', ' : '', ruleLink(shownRules[i]));
  if (it.bl.length > 8) add(p, ', +' + (it.bl.length - 8) + ' more');
  return p;
}

function findingsOf(it, body) {
  var filtered = findingFilter();
  var idx = [];
  for (var j = 0; j < it.d.length; j++) if (!filtered || findingMatches(it.d[j])) idx.push(j);
  if (filtered && idx.length < it.d.length) add(body, el('p', 'note', 'Showing ' + nf.format(idx.length) + ' of ' + plural(it.d.length, 'finding') + ' (the filters hide the rest).'));
  var ol = el('ol', 'findings');
  add(body, ol);
  listFindings(it, idx, ol, body);
}
function listFindings(it, idx, ol, parent) {
  var limit = Math.min(idx.length, FINDINGS);
  for (var k = 0; k < limit; k++) ol.appendChild(finding(it, it.d[idx[k]]));
  if (idx.length > limit) {
    var all = el('button', 'more-findings', 'Show all ' + plural(idx.length, 'finding'));
    all.type = 'button';
    all.addEventListener('click', function () {
      var first = null;
      for (var k2 = limit; k2 < idx.length; k2++) {
        var f = finding(it, it.d[idx[k2]]);
        if (!first) first = f;
        ol.appendChild(f);
      }
      all.remove();
      if (first) { first.tabIndex = -1; first.focus(); }
    });
    add(parent, all);
  }
}
function finding(it, x) {
  var li = el('li', 'finding' + (x.x ? ' suppressed' : ''));
  var p = el('p');
  var fileName = String(files[x.f !== undefined ? x.f : it.f] || '');
  var pos = x.p ? x.p : x.l ? (x.f !== undefined ? fileName + ':' : '') + x.l + ':' + x.c : '';
  add(p, el('span', 'sev ' + x.s, x.s), ' ');
  if (pos) add(p, el('span', 'pos', pos), ' ');
  add(p, el('span', 'msg', x.m), ' ', ruleLink(x.r));
  if (x.b && it.nx !== undefined) add(p, ' ', el('span', 'tag', 'blocks Level ' + it.nx));
  if (x.x) add(p, ' ', el('span', 'tag', x.x));
  add(li, p);
  if (x.rel) for (var i = 0; i < x.rel.length; i++) add(li, el('p', 'note', 'Also: ' + x.rel[i]));
  add(li, frame(it, x, fileName));
  return li;
}
function frame(it, x, fileName) {
  if (!x.fr) return null;
  var w = it.src[x.fr[0]];
  if (!w) return null;
  var box = el('div', 'frame');
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', 'Lines ' + x.fr[1] + ' to ' + x.fr[2] + ' of ' + fileName);
  // The lines of a finding that fits the frame are marked; of a longer one (a whole tool), its first line.
  var lastHit = x.el > x.l && x.el - x.l < SPAN ? x.el : x.l;
  for (var n = x.fr[1]; n <= x.fr[2]; n++) {
    var line = w.lines[n - w.from];
    if (line === undefined || line === null) continue;
    var cut = typeof line !== 'string';
    var text = cut ? line[0] : line, off = cut ? line[1] : 0;
    var hit = n >= x.l && n <= lastHit;
    var row = el('div', 'row' + (hit ? ' hit' : ''));
    var no = el('span', 'no', String(n));
    if (n === x.l) add(no, el('span', 'sr-only', ' (finding)'));
    add(row, no);
    var code = el('code');
    if (off) add(code, el('span', 'cut', '\u2026'));
    var a = n === x.l ? x.c - 1 - off : -1;
    if (a >= 0 && a < text.length) {
      var b = (x.el === x.l ? x.ec - 1 : off + text.length) - off;
      if (b <= a) b = a + 1;
      if (b > text.length) b = text.length;
      add(code, visible(text.slice(0, a)), el('mark', null, visible(text.slice(a, b))), visible(text.slice(b)));
    } else add(code, visible(text));
    if (cut && line[2]) add(code, el('span', 'cut', '\u2026'));
    add(row, code);
    add(box, row);
  }
  return box;
}
function examplesOf(it, body) {
  var ol = el('ol', 'examples');
  add(body, ol);
  for (var i = 0; i < it.ex.length; i++) {
    var e = it.ex[i];
    var li = el('li', 'finding');
    var p = el('p');
    add(p, el('span', 'sev ' + (e.st === 'failed' ? 'error' : 'note'), e.st), ' ', 'Example ' + e.i);
    if (e.pr) add(p, ' \u201C', el('span', null, e.pr), '\u201D');
    if (e.l) add(p, ' ', el('span', 'pos', 'line ' + e.l));
    if (e.ms !== undefined) add(p, ' ', el('span', 'pos', e.ms >= 1000 ? (e.ms / 1000).toFixed(1) + ' s' : e.ms + ' ms'));
    add(li, p);
    if (e.rs) add(li, el('p', 'note', e.rs));
    if (e.d.length) {
      var inner = el('ol', 'findings');
      add(li, inner);
      listFindings(it, e.d, inner, li);
    }
    add(ol, li);
  }
}

function expandAll(open) {
  for (var i = 0; i < bodies.length; i++) setOpen(bodies[i], open);
}

form.addEventListener('change', function (ev) { if (ev.target && ev.target.name !== 'q') apply(); });
var typing = 0;
form.addEventListener('input', function (ev) {
  if (!ev.target || ev.target.name !== 'q') return;
  clearTimeout(typing);
  typing = setTimeout(apply, 200);
});
form.addEventListener('submit', function (ev) { ev.preventDefault(); apply(); });
form.addEventListener('reset', function () { setTimeout(apply, 0); });
more.addEventListener('click', function () {
  var first = renderMore(BATCH);
  var h = first && first.querySelector('h3');
  if (h) h.focus();
});
if (collapseAll) {
  collapseAll.addEventListener('click', function () {
    collapsed = !collapsed;
    collapseAll.textContent = collapsed ? 'Expand all cards' : 'Collapse all cards';
    expandAll(!collapsed);
  });
}
var pick = d.querySelectorAll('button[data-rule]');
for (var k = 0; k < pick.length; k++) {
  pick[k].hidden = false;
  pick[k].addEventListener('click', function (ev) {
    var select = form.querySelector('select[name="rule"]');
    select.value = ev.currentTarget.getAttribute('data-rule');
    apply();
    var heading = d.getElementById('tools-h');
    heading.tabIndex = -1;
    heading.focus();
  });
}
if ('IntersectionObserver' in window) {
  new IntersectionObserver(function (entries) {
    for (var i = 0; i < entries.length; i++) if (entries[i].isIntersecting) fill();
  }, { rootMargin: '800px 0px' }).observe(more);
}
window.addEventListener('beforeprint', function () {
  renderMore(shown.length);
  expandAll(true);
  var details = d.querySelectorAll('details');
  for (var i = 0; i < details.length; i++) details[i].open = true;
});
app.hidden = false;
apply();
d.documentElement.setAttribute('data-ready', String(shown.length));
if (window.performance && performance.mark) performance.mark('tooldoc:first-cards');
})();
`;var P=String.raw`
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --panel: #f6f8fa; --link: #0550ae;
  --focus: #0550ae; --error: #a40e26; --warning: #7d4e00; --mark: #fff1a8; --mark-fg: #1f2328; --hit: #fff8e1;
  --l0-bg: #ffebe9; --l0-fg: #82071e; --l0-bar: #cf222e;
  --l1-bg: #fff1e5; --l1-fg: #762c00; --l1-bar: #bc4c00;
  --l2-bg: #fff8c5; --l2-fg: #5c4400; --l2-bar: #9a6700;
  --l3-bg: #dafbe1; --l3-fg: #044f1e; --l3-bar: #1a7f37;
  --file-bg: #eaeef2; --file-fg: #24292f;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9da7b3; --line: #3d444d; --panel: #161b22; --link: #79c0ff;
    --focus: #79c0ff; --error: #ff8182; --warning: #e3b341; --mark: #5a4a00; --mark-fg: #fff8c5; --hit: #272115;
    --l0-bg: #4c1418; --l0-fg: #ffdcd7; --l0-bar: #f85149;
    --l1-bg: #4a2410; --l1-fg: #ffdfb6; --l1-bar: #db6d28;
    --l2-bg: #3f3300; --l2-fg: #f8e3a1; --l2-bar: #d29922;
    --l3-bg: #0f3d1f; --l3-fg: #aff5b4; --l3-bar: #3fb950;
    --file-bg: #30363d; --file-fg: #e6edf3;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; overflow-wrap: break-word; }
code, .msg, .where, .note, h3, td, th { overflow-wrap: anywhere; }
a { color: var(--link); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.875em; }
h1, h2, h3 { line-height: 1.25; }
h1 { font-size: 1.6rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.3rem; margin: 0 0 0.75rem; }
h3 { font-size: 1.05rem; margin: 0; }
.skip { position: absolute; left: -999px; top: 0; background: var(--bg); padding: 0.5rem 1rem; z-index: 10; }
.skip:focus { left: 0.5rem; top: 0.5rem; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.wrap { max-width: 76rem; margin: 0 auto; padding: 0 1rem; }
header.top { border-bottom: 1px solid var(--line); padding: 1.25rem 0 1rem; background: var(--panel); }
.verdict { margin: 0.25rem 0; font-size: 1.05rem; }
.verdict .bad { color: var(--error); font-weight: 600; }
.verdict .warn { color: var(--warning); font-weight: 600; }
.meta { color: var(--muted); margin: 0.25rem 0 0; font-size: 0.9rem; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); gap: 0.5rem; margin: 1rem 0 0; padding: 0; }
.stats div { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 0.5rem 0.75rem; }
.stats dt { color: var(--muted); font-size: 0.85rem; }
.stats dd { margin: 0; font-size: 1.35rem; font-weight: 600; }
nav.toc { margin: 0.75rem 0 0; font-size: 0.95rem; }
nav.toc ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
main { padding: 1rem 0 2rem; }
main section { margin: 0 0 2.25rem; }
.note { color: var(--muted); font-size: 0.925rem; }
.panel { border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem 1rem; background: var(--panel); }
.chart { margin: 0; }
.bars td.share { width: 55%; min-width: 8rem; }
.bars svg.bar { display: inline-block; vertical-align: middle; width: calc(100% - 4rem); height: 1rem; }
.bars .pct { display: inline-block; width: 3.5rem; text-align: right; font-variant-numeric: tabular-nums; color: var(--muted); }
.chart .track { fill: var(--panel); stroke: var(--line); stroke-width: 0.5; vector-effect: non-scaling-stroke; }
.chart .bar-0 { fill: var(--l0-bar); } .chart .bar-1 { fill: var(--l1-bar); } .chart .bar-2 { fill: var(--l2-bar); } .chart .bar-3 { fill: var(--l3-bar); }
.legend { margin: 0.5rem 0 0; padding-left: 1.25rem; font-size: 0.925rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; overflow-wrap: normal; }
tbody th, tfoot th { background: none; }
tbody th { font-weight: normal; }
td button { white-space: nowrap; }
td.lv { white-space: nowrap; overflow-wrap: normal; }
.rule-desc { display: block; }
button { font: inherit; color: var(--fg); background: var(--panel); border: 1px solid var(--muted); border-radius: 6px; padding: 0.3rem 0.7rem; cursor: pointer; min-height: 2rem; }
button:hover { background: var(--line); }
button.link { background: none; border: 0; color: var(--link); text-decoration: underline; padding: 0.1rem 0.2rem; min-height: 0; }
details > summary { cursor: pointer; color: var(--link); margin: 0.5rem 0; }
form.filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 0.75rem 1.25rem; align-items: start; margin: 0 0 0.75rem; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 0; padding: 0.4rem 0.75rem 0.6rem; min-width: 0; }
legend { font-weight: 600; padding: 0 0.25rem; }
fieldset label { display: flex; gap: 0.4rem; align-items: center; padding: 0.15rem 0; }
.field { display: flex; flex-direction: column; gap: 0.25rem; }
.field > label { font-weight: 600; }
select, input[type="search"] { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--muted); border-radius: 6px; padding: 0.3rem 0.5rem; max-width: 100%; min-height: 2.25rem; }
input[type="checkbox"], input[type="radio"] { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: var(--link); }
.count { color: var(--muted); font-variant-numeric: tabular-nums; }
.toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 0 0 0.75rem; }
#status { font-weight: 600; margin: 0; }
ol.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
article.card { border: 1px solid var(--line); border-left-width: 6px; border-radius: 6px; padding: 0.75rem 1rem; background: var(--bg); }
article.card.lv-0 { border-left-color: var(--l0-bar); } article.card.lv-1 { border-left-color: var(--l1-bar); }
article.card.lv-2 { border-left-color: var(--l2-bar); } article.card.lv-3 { border-left-color: var(--l3-bar); }
article.card.file { border-left-color: var(--muted); }
.card-head { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
.card-head h3 { flex: 1 1 14rem; }
.badge { display: inline-block; border-radius: 999px; padding: 0.05rem 0.6rem; font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
.badge.lv-0 { background: var(--l0-bg); color: var(--l0-fg); } .badge.lv-1 { background: var(--l1-bg); color: var(--l1-fg); }
.badge.lv-2 { background: var(--l2-bg); color: var(--l2-fg); } .badge.lv-3 { background: var(--l3-bg); color: var(--l3-fg); }
.badge.file, .badge.x { background: var(--file-bg); color: var(--file-fg); }
.card p { margin: 0.35rem 0 0; }
.where { color: var(--muted); font-size: 0.9rem; }
.needs { font-size: 0.95rem; }
.card-body { margin-top: 0.5rem; }
ol.findings { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.6rem; }
li.finding { border-top: 1px solid var(--line); padding-top: 0.5rem; }
li.finding.suppressed { opacity: 0.85; }
.sev { font-weight: 700; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.02em; }
.sev.error { color: var(--error); } .sev.warning { color: var(--warning); } .sev.note { color: var(--muted); }
.pos { color: var(--muted); font-size: 0.9rem; }
.tag { display: inline-block; border: 1px solid var(--line); border-radius: 4px; padding: 0 0.35rem; font-size: 0.8rem; color: var(--muted); }
.frame { margin: 0.4rem 0 0; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); padding: 0.35rem 0; display: grid; grid-template-columns: max-content 1fr; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.82rem; line-height: 1.45; }
.frame .row { display: contents; }
.frame .no { color: var(--muted); text-align: right; padding: 0 0.6rem 0 0.5rem; border-right: 1px solid var(--line); user-select: none; }
.frame .hit .no { color: var(--fg); font-weight: 700; }
.frame .hit .no::before { content: "> "; }
.frame code { white-space: pre-wrap; overflow-wrap: anywhere; padding: 0 0.6rem; font-size: 1em; tab-size: 2; }
.frame .hit code { background: var(--hit); }
.frame mark { background: var(--mark); color: var(--mark-fg); border-bottom: 2px solid var(--error); }
.frame .cut { color: var(--muted); }
.examples { list-style: none; margin: 0.5rem 0 0; padding: 0; display: grid; gap: 0.4rem; }
.more { margin: 0.75rem 0 0; }
footer.bottom { border-top: 1px solid var(--line); padding: 1rem 0 2rem; color: var(--muted); font-size: 0.9rem; }
@media (max-width: 40rem) {
  body { font-size: 15px; }
  .wrap { padding: 0 0.75rem; }
  h1 { font-size: 1.35rem; }
  article.card { padding: 0.6rem 0.7rem; }
  th, td { padding: 0.35rem 0.4rem; }
}
@media print {
  :root { --bg: #ffffff; --fg: #000000; --muted: #444444; --panel: #ffffff; --link: #000000; }
  body { font-size: 11pt; }
  header.top { background: none; }
  .no-print, form.filters, .toolbar button, .more, .skip, nav.toc, button { display: none !important; }
  .card-body[hidden] { display: block !important; }
  article.card, .frame, tr { break-inside: avoid; page-break-inside: avoid; }
  a { text-decoration: none; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;var re=10,D=500,ie=e=>`'sha256-${ge("sha256").update(e,"utf8").digest("base64")}'`,oe;function he(){return oe??=["default-src 'none'",`script-src ${ie(G)}`,`style-src ${ie(P)}`,"img-src 'none'","font-src 'none'","connect-src 'none'","object-src 'none'","base-uri 'none'","form-action 'none'"].join("; "),oe}function S(e){return b(e).replace(/[&<>"']/g,n=>n==="&"?"&amp;":n==="<"?"&lt;":n===">"?"&gt;":n==='"'?"&quot;":"&#39;")}var be=new RegExp(`[<>&\\u2028\\u2029]|${W.source}`,"g");function B(e){return JSON.stringify(e).replace(be,n=>"\\u"+n.charCodeAt(0).toString(16).toUpperCase().padStart(4,"0"))}var $=e=>e.toLocaleString("en-US"),x=(e,n,t=`${n}s`)=>`${$(e)} ${e===1?n:t}`,We=H(ve);function*ve(e,n){let t=ee(e,n),o=e.summary,s=t.mode==="test",a=s?`tooldoc test report: ${x(e.examples.summary.examples,"example")}`:`tooldoc report: ${x(o.tools,"tool")}`;yield`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${he()}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="tooldoc ${S(e.version)}">
<title>${S(a)}</title>
<style>${P}</style>
</head>
<body>
`,yield`<a class="skip" href="#tools">Skip to the tools</a>
`,yield xe(e,s),yield`<main id="main">
<div class="wrap">
`,s||(yield we(o)),s||(yield ke(e,t)),yield $e(t),s&&(yield Se(e)),yield Le(t,s),yield`</div>
</main>
`,yield`<footer class="bottom">
<div class="wrap">
<p>Written by tooldoc ${S(e.version)}. Levels are those of the Function Calling Documentation Spec (\xA713): Level 1 Minimum, the required fields (\xA73); Level 2 Production, the error taxonomy (\xA77), idempotency (\xA78) and examples; Level 3 AI-native, search keywords, latency, deprecation policy. This page loads nothing from the network.</p>
</div>
</footer>
`,yield*Ee(e,n,t),yield`<script>${G}</script>
</body>
</html>
`}function xe(e,n){let t=e.summary,o=[`<header class="top">
<div class="wrap">
`,`<h1>${n?"tooldoc test report":"tooldoc report"}</h1>
`];if(n){let p=e.examples.summary,u=p.failed||t.errors?"bad":p.passed?"":"warn";o.push(`<p class="verdict"><span class="${u}">${S(T(e.examples))}</span>.</p>
`)}else{let p=t.errors?"bad":t.warnings?"warn":"";o.push(`<p class="verdict"><span class="${p}">${x(t.problems,"problem")}</span> (${x(t.errors,"error")}, ${x(t.warnings,"warning")}) in ${x(t.tools,"tool")} from ${x(t.filesLinted,"file")}.</p>
`)}let s=[];t.filesFailed&&s.push(`${x(t.filesFailed,"file")} could not be ${n?"read":"linted"}`),t.filesSkipped&&s.push(`${x(t.filesSkipped,"file")} skipped (not descriptors)`),t.suppressed&&s.push(`${x(t.suppressed,"finding")} suppressed`),t.baselined&&s.push(`${x(t.baselined,"finding")} in the baseline`);let a=e.baseline?.stale.length??0;a&&s.push(`${x(a,"stale baseline entry","stale baseline entries")}`),s.length&&o.push(`<p class="meta">${s.join(" \xB7 ")}.</p>
`);let i=n?[["Examples",e.examples.summary.examples],["Failed",e.examples.summary.failed],["Passed",e.examples.summary.passed],["Skipped",e.examples.summary.skipped]]:[["Tools",t.tools],["Files",t.filesLinted],["Errors",t.errors],["Warnings",t.warnings],["At Level 3",t.levels[3]]];o.push(`<dl class="stats">
`,...i.map(([p,u])=>`<div><dt>${p}</dt><dd>${$(u)}</dd></div>
`),`</dl>
`);let l=[...n?[]:[["#levels","Levels"],["#blocking","What blocks the next level"]],["#groups","Findings by group"],...n?[["#examples","Examples"]]:[],["#tools",n?"Tools and their examples":"Tools"]];return o.push(`<nav class="toc" aria-label="Sections">
<ul>`,...l.map(([p,u])=>`<li><a href="${p}">${u}</a></li>`),`</ul>
</nav>
`),o.push(`</div>
</header>
`),o.join("")}function ye(e,n){let t=e>0?Math.max(.5,Math.round(e*1e3)/10):0;return`<svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="track" width="100" height="10"/><rect class="bar-${n}" width="${t}" height="10"/></svg>`}function we(e){let n=[0,1,2,3],t=e.capped?e.capped[0]+e.capped[1]+e.capped[2]+e.capped[3]:0,o=i=>e.tools?`${Math.round(i/e.tools*1e3)/10}%`:"0%",s=n.map(i=>`<tr><th scope="row"><span class="badge lv-${i}">Level ${i}</span> ${z[i]}</th><td class="n">${$(e.levels[i])}</td><td class="share">${ye(e.tools?e.levels[i]/e.tools:0,i)}<span class="pct">${o(e.levels[i])}</span></td>`+(e.capped?`<td class="n">${$(e.capped[i])}</td>`:"")+`</tr>
`),a=[`<section id="levels" aria-labelledby="levels-h">
<h2 id="levels-h">Tools per level</h2>
`,`<figure class="chart">
`,`<figcaption class="note">${x(e.tools,"tool")} by the conformance level ${e.tools===1?"it reaches":"they reach"}${e.capped?`; the last column counts the ${x(t,"tool")} whose format caps the grade by the level reached within the format`:""}.</figcaption>
`,`<div class="table-wrap" role="region" aria-label="Table of tools per level" tabindex="0">
<table class="bars">
`,`<thead><tr><th scope="col">Level</th><th scope="col" class="n">Tools</th><th scope="col">Share</th>${e.capped?'<th scope="col" class="n">Within the format</th>':""}</tr></thead>
<tbody>
`,...s,`</tbody>
</table>
</div>
</figure>
`];return t&&a.push(`<p class="note">${x(t,"tool was","tools were")} read from a platform format that cannot hold every block a level requires (errors, examples \u2026), so ${t===1?"its grade stays":"their grades stay"} below what ${t===1?"it reaches":"they reach"} within the format; <code>tooldoc import</code> writes descriptors that can hold the rest.</p>
`),a.push(`<ul class="legend note">
<li><strong>Level 1 \xB7 Minimum</strong>: the seven required fields (\xA73).</li>
<li><strong>Level 2 \xB7 Production</strong>: adds the error taxonomy (\xA77), idempotency (\xA78) and at least two examples.</li>
<li><strong>Level 3 \xB7 AI-native</strong>: adds search keywords, latency, the deprecation policy and per-platform schemas.</li>
</ul>
</section>
`),a.join("")}function se(e,n,t){let o=e.rules[n],s=`<a href="${S(o.url)}" rel="noopener noreferrer"><code>${S(o.id)}</code></a>`;return t&&o.desc?`${s}<br><span class="note">${S(o.desc)}</span>`:s}function ke(e,n){let t=[`<section id="blocking" aria-labelledby="blocking-h">
<h2 id="blocking-h">Rules blocking most tools from the next level</h2>
`];if(!n.blocking.length)return t.push(`<p>${e.tools.length?"No rule keeps a tool from its next level.":"No tools were linted."}</p>
</section>
`),t.join("");let o=e.tools.filter(p=>p.blockers.length).length;t.push(`<p class="note">${x(o,"tool is","tools are")} kept from ${o===1?"its":"their"} next level by ${x(n.blocking.length,"rule")}; fixing what a rule finds moves every tool it blocks closer.</p>
`);let s=`<thead><tr><th scope="col">Rule</th><th scope="col">Keeps from</th><th scope="col" class="n">Tools</th></tr></thead>
`,a=p=>`<tr><td>${se(n,p.rule,!0)}<br><button type="button" class="link" data-rule="${p.rule}" hidden>Show the tools it blocks</button></td><td class="lv">${p.level!==void 0?`Level ${p.level}`:"\u2014"}</td><td class="n">${$(p.tools)}</td></tr>
`,i=(p,u)=>`<div class="table-wrap" role="region" aria-label="${u}" tabindex="0">
<table>
${s}<tbody>
${p.map(a).join("")}</tbody>
</table>
</div>
`;t.push(i(n.blocking.slice(0,re),"Table of the rules blocking most tools"));let l=n.blocking.slice(re);return l.length&&t.push(`<details>
<summary>${x(l.length,"more rule")}</summary>
${i(l,"Table of more rules blocking tools")}</details>
`),t.push(`</section>
`),t.join("")}function $e(e){let n=[`<section id="groups" aria-labelledby="groups-h">
<h2 id="groups-h">Findings by group</h2>
`];if(!e.findingGroups.length)return n.push(`<p>No findings.</p>
</section>
`),n.join("");let t=0,o=0;for(let a of e.findingGroups)t+=a.errors,o+=a.warnings;let s=e.mode==="test"?"Entries":"Tools";n.push(`<p class="note">A rule's id starts with its group (<code>parameters/\u2026</code>). The ${s} column counts each ${e.mode==="test"?"entry":"tool (or file)"} with a finding of the group once.</p>
`,`<div class="table-wrap" role="region" aria-label="Table of findings by group" tabindex="0">
<table>
`,`<thead><tr><th scope="col">Group and its rules</th><th scope="col" class="n">Errors</th><th scope="col" class="n">Warnings</th><th scope="col" class="n">${s}</th></tr></thead>
<tbody>
`);for(let a of e.findingGroups){let i=a.rules.map(l=>se(e,l,!1)).join(", ");n.push(`<tr><th scope="row">${S(a.group)}<br><span class="note">${i}</span></th><td class="n">${$(a.errors)}</td><td class="n">${$(a.warnings)}</td><td class="n">${$(a.entries)}</td></tr>
`)}return n.push(`</tbody>
<tfoot><tr><th scope="row">All</th><td class="n">${$(t)}</td><td class="n">${$(o)}</td><td></td></tr></tfoot>
</table>
</div>
</section>
`),n.join("")}function Se(e){let n=e.examples,t=[`<section id="examples" aria-labelledby="examples-h">
<h2 id="examples-h">Examples</h2>
`,`<p>${S(T(n))}.</p>
`],o=V(n);o&&t.push(`<p class="note">${S(o)}.</p>
`);let s=0;for(let a of n.tools)s+=Y(a).length;return s&&t.push(`<p class="note">${x(s,"skipped example says","skipped examples say")} why on ${s===1?"its":"their"} tool's card.</p>
`),t.push(`</section>
`),t.join("")}function Le(e,n){let t=e.plans.length,o=e.groups.map(i=>`<label><input type="checkbox" name="group" value="${S(i.key)}" checked> ${S(i.label)} <span class="count">(${$(i.count)})</span></label>
`).join(""),s=e.rules.map((i,l)=>({r:i,i:l,count:e.entriesPerRule[l]??0})).filter(i=>i.count).sort((i,l)=>i.r.id<l.r.id?-1:i.r.id>l.r.id?1:0).map(i=>`<option value="${i.i}">${S(i.r.id)} (${$(i.count)})</option>
`).join(""),a=n?"entries":"tools";return[`<section id="tools" aria-labelledby="tools-h">
<h2 id="tools-h">${n?"Tools and their examples":"Tools"}</h2>
`,`<noscript><p>The cards need JavaScript, which is off. The summary above is complete; the same findings are in the other formats (<code>--format stylish</code>, <code>--format json</code>).</p></noscript>
`,`<div id="app" hidden>
`,`<form id="filters" class="filters" role="search" aria-label="Filter the cards">
`,`<fieldset>
<legend>${n?"Outcome":"Level"}</legend>
${o}</fieldset>
`,`<fieldset>
<legend>Severity</legend>
`,`<label><input type="radio" name="severity" value="" checked> Any, and ${a} without findings <span class="count">(${$(t)})</span></label>
`,`<label><input type="radio" name="severity" value="error"> With errors <span class="count">(${$(e.withErrors)})</span></label>
`,`<label><input type="radio" name="severity" value="warning"> With warnings <span class="count">(${$(e.withWarnings)})</span></label>
`,`</fieldset>
<div class="field">
<label for="f-rule">Rule</label>
`,`<select id="f-rule" name="rule">
<option value="-1">Any rule</option>
${s}</select>
`,`<label for="f-q">Name or file contains</label>
<input id="f-q" name="q" type="search" autocomplete="off" spellcheck="false">
`,`<label for="f-sort">Order</label>
<select id="f-sort" name="sort">
<option value="file">As in the files</option>
`,`<option value="level">${n?"Failures first":"Lowest level first"}</option>
<option value="findings">Most findings first</option>
<option value="name">By name</option>
</select>
`,`</div>
</form>
`,`<div class="toolbar">
<p id="status" role="status" aria-live="polite"></p>
<button type="button" id="collapse-all">Collapse all cards</button>
<button type="reset" form="filters">Clear the filters</button>
</div>
`,`<ol id="cards" class="cards"></ol>
`,`<button type="button" id="more" class="more" hidden>Show more</button>
`,`</div>
</section>
`].join("")}function*Ee(e,n,t){let o=t.mode==="test"?["entry","entries"]:t.plans.some(i=>i.kind==="f")?["entry","entries"]:["tool","tools"];yield`<script type="application/json" id="tooldoc-data">{"v":1,"mode":"${t.mode}","span":${q},"noun":"${o[0]}","nouns":"${o[1]}","files":[`;for(let i=0;i<t.files.length;i+=D)yield(i?",":"")+t.files.slice(i,i+D).map(B).join(",");yield'],"rules":[';for(let i=0;i<t.rules.length;i+=D)yield(i?",":"")+t.rules.slice(i,i+D).map(l=>B({id:l.id,url:l.url,level:l.level})).join(",");yield'],"items":[';let s=new C(e,n),a=!0;for(let i of t.plans)yield(a?`
`:`,
`)+B(ne(i,t,s)),a=!1;yield`
]}</script>
`}export{he as contentSecurityPolicy,S as escapeHtml,We as html,B as scriptJson};
