"""APPNP on a sparse graph by one-hot gathers: the edge list (python `src`/`dst` lists given to the
constructor, self-loops appended) becomes (E, N) one-hot constants; the symmetric edge weights are computed in
`__init__` with numpy; each step gathers `dot(S, H)`, scales by the (E, 1) weights with `broadcast_mul` and
scatters back by `dot(D, M, transpose_a=True)`."""
import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4)]

SRC = [0, 1, 1, 2, 3, 4]
DST = [1, 0, 2, 1, 4, 3]


class SparseAPPNP(HybridBlock):
    def __init__(self, src=SRC, dst=DST, num_nodes=5, classes=3, K=3, alpha=0.1, **kwargs):
        super().__init__(**kwargs)
        self.K, self.alpha = K, alpha
        src = onp.array(list(src) + list(range(num_nodes)))
        dst = onp.array(list(dst) + list(range(num_nodes)))
        deg = onp.bincount(dst, minlength=num_nodes).astype("float32")
        w = (deg[src] ** -0.5 * deg[dst] ** -0.5).astype("float32").reshape(-1, 1)
        eye = onp.eye(num_nodes, dtype="float32")
        with self.name_scope():
            self.S = self.params.get_constant("S", eye[src])
            self.D = self.params.get_constant("D", eye[dst])
            self.w = self.params.get_constant("w", w)
            self.lin = nn.Dense(classes)

    def hybrid_forward(self, F, x, S, D, w):
        h = h0 = self.lin(x)
        for _ in range(self.K):
            msg = F.broadcast_mul(F.dot(S, h), w)
            h = (1 - self.alpha) * F.dot(D, msg, transpose_a=True) + self.alpha * h0
        return h


Net = SparseAPPNP
