"""LCG card declarations, one module per set (`core`: the Core Set)."""
