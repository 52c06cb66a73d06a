"""Performer orthogonal random features: blocks of a QR decomposition drawn in __init__ (numpy),
rows rescaled by chi-distributed norms, held as a constant; the stabiliser subtracts the keepdims
max through broadcast_sub."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 4)]


def orthogonal_matrix(m, d, seed=0):
    rng = np.random.RandomState(seed)
    blocks = []
    for _ in range(int(np.ceil(m / d))):
        q, _ = np.linalg.qr(rng.normal(size=(d, d)))
        blocks.append(q.T)
    mat = np.concatenate(blocks, axis=0)[:m]
    norms = np.linalg.norm(rng.normal(size=(m, d)), axis=1)
    return (mat * norms[:, None]).astype("float32")


class OrthoFeatures(HybridBlock):
    def __init__(self, dim=4, num_features=10, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get_constant("w", orthogonal_matrix(num_features, dim))
        self.ratio = num_features ** -0.5

    def hybrid_forward(self, F, x, w):
        dash = F.dot(x, w, transpose_b=True)
        diag = F.sum(F.square(x), axis=-1, keepdims=True) / 2
        stab = F.max(dash, axis=-1, keepdims=True)
        return self.ratio * F.exp(F.broadcast_sub(F.broadcast_sub(dash, diag), stab))


Net = OrthoFeatures
