curl "http://localhost:5000/summary?lang=de"
