"""Gaussian splatting quaternion normalisation ported from PyTorch: `q / F.norm(q, axis=-1, keepdims=True)`, a
plain `/` of (N, 4) by (N, 1) (broadcasts eagerly; the legacy `_div` of Symbols needs equal shapes)."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4), (5, 3)]


class PlainNormalise(HybridBlock):
    def hybrid_forward(self, F, quats, log_scales):
        q = quats / F.norm(quats, axis=-1, keepdims=True)
        r, x, y, z = F.split(q, num_outputs=4, axis=1)
        diag = F.concat(1 - 2 * (y * y + z * z), 1 - 2 * (x * x + z * z), 1 - 2 * (x * x + y * y), dim=1)
        return diag * F.exp(log_scales)


Net = PlainNormalise
