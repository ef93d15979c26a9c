curl http://localhost:5000/site/admin/reports/daily
