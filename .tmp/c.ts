import axios from 'axios'; axios.get('/x').then(console.log)
