"""BigBird's global blocks: the first `num_global` blocks attend to the whole sequence and every block
attends to them; the sequence length is padded up to a multiple of the block size when it is not one
(`pad = (bs - t % bs) % bs`, an `if pad > 0` branch), the global keys cut by `k[:, :g * bs]`, the
mask of padded positions from `F.arange(t + pad)` compared with the true length."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, block_size=2, num_global=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.block_size = block_size
        self.num_global = num_global
        with self.name_scope():
            self.q = nn.Dense(dim, in_units=dim, flatten=False)
            self.k = nn.Dense(dim, in_units=dim, flatten=False)
            self.v = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        b, t, d = x.shape
        bs = self.block_size
        pad = (bs - t % bs) % bs
        if pad > 0:
            x = F.concat(x, F.zeros((b, pad, d)), dim=1)
        q, k, v = self.q(x), self.k(x), self.v(x)
        g = self.num_global * bs
        gk = k[:, :g]
        gv = v[:, :g]
        scores = F.batch_dot(q, gk, transpose_b=True) / (d ** 0.5)
        out = F.batch_dot(F.softmax(scores, axis=-1), gv)
        return out[:, :t]
