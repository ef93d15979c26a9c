curl -X POST http://localhost:5000/maintenance/reports
