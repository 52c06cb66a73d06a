"""DCRNN-style diffusion convolution: forward and backward random-walk supports as `get_constant` matrices, K diffusion steps by `F.dot` on a node-major view, features regrouped by reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]

ADJ = [[0, 1, 0, 0, 1],
       [1, 0, 1, 0, 0],
       [0, 1, 0, 1, 1],
       [0, 0, 1, 0, 1],
       [1, 0, 0, 1, 0]]


def random_walk(adj):
    return [[v / sum(row) for v in row] for row in adj]


def transpose(m):
    return [list(col) for col in zip(*m)]


class DiffusionConv(HybridBlock):
    def __init__(self, in_dim=3, units=4, max_step=2, **kwargs):
        super().__init__(**kwargs)
        self.in_dim, self.max_step = in_dim, max_step
        num_matrices = 2 * max_step + 1
        with self.name_scope():
            self.fwd = self.params.get_constant("fwd", random_walk(ADJ))
            self.bwd = self.params.get_constant("bwd", random_walk(transpose(ADJ)))
            self.proj = nn.Dense(units, flatten=False, in_units=in_dim * num_matrices)

    def hybrid_forward(self, F, x, fwd, bwd):
        x0 = F.reshape(F.transpose(x, axes=(1, 0, 2)), shape=(0, -1))    # (V, N*C)
        feats = [x0]
        for support in (fwd, bwd):
            xk = x0
            for _ in range(self.max_step):
                xk = F.dot(support, xk)
                feats.append(xk)
        h = F.stack(*feats, axis=-1)                                      # (V, N*C, M)
        h = F.reshape(h, shape=(0, -4, -1, self.in_dim, -2))              # (V, N, C, M)
        h = F.transpose(F.reshape(h, shape=(0, 0, -3)), axes=(1, 0, 2))   # (N, V, C*M)
        return self.proj(h)


Net = DiffusionConv
