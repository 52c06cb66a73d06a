"""MemAE memory module: addressing weights by softmax of `F.dot(z, memory, transpose_b=True)`, hard shrinkage `relu(w - lam) * w / (|w - lam| + eps)` with a python `lam`, re-normalised to sum one with `F.broadcast_div` by the keepdims row sum, the latent rebuilt as `F.dot(w, memory)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 12)]


class Memory(HybridBlock):
    def __init__(self, slots=10, dim=4, shrink=0.05, eps=1e-12, **kwargs):
        super().__init__(**kwargs)
        self.shrink, self.eps = shrink, eps
        with self.name_scope():
            self.memory = self.params.get("memory", shape=(slots, dim))

    def hybrid_forward(self, F, z, memory):
        w = F.softmax(F.dot(z, memory, transpose_b=True), axis=1)
        w = F.relu(w - self.shrink) * w / (F.abs(w - self.shrink) + self.eps)
        w = F.broadcast_div(w, F.sum(w, axis=1, keepdims=True) + self.eps)
        return F.dot(w, memory)


class Net(HybridBlock):
    def __init__(self, in_units=12, latent=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(latent, activation="tanh", in_units=in_units)
            self.mem = Memory(dim=latent)
            self.dec = nn.Dense(in_units, in_units=latent)

    def hybrid_forward(self, F, x):
        recon = self.dec(self.mem(self.enc(x)))
        return F.mean(F.square(x - recon), axis=1)
