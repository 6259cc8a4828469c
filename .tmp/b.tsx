import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, NavLink, useLocation, useNavigate, ScrollRestoration, Outlet } from 'react-router-dom';
function A(){ const l=useLocation(); const n=useNavigate(); return <div onClick={()=>n('/')}><Link to="/">{l.pathname}</Link><NavLink to="/x">x</NavLink><ScrollRestoration/><Outlet/></div>; }
createRoot(document.body).render(<RouterProvider router={createBrowserRouter([{path:'/', element:<A/>}])}/>);
