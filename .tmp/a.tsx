import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
function A(){ const l=useLocation(); const n=useNavigate(); return <div onClick={()=>n('/')}><Link to="/">{l.pathname}</Link><NavLink to="/x">x</NavLink></div>; }
createRoot(document.body).render(<BrowserRouter><Routes><Route path="/" element={<A/>}/></Routes></BrowserRouter>);
