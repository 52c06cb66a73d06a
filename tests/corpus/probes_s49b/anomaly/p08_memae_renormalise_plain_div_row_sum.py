"""MemAE memory module that re-normalises the shrunk addressing weights with plain `/` by the (N, 1) keepdims row sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 12)]


class Net(HybridBlock):
    def __init__(self, in_units=12, latent=4, slots=10, shrink=0.05, eps=1e-12, **kwargs):
        super().__init__(**kwargs)
        self.shrink, self.eps = shrink, eps
        with self.name_scope():
            self.enc = nn.Dense(latent, activation="tanh", in_units=in_units)
            self.dec = nn.Dense(in_units, in_units=latent)
            self.memory = self.params.get("memory", shape=(slots, latent))

    def hybrid_forward(self, F, x, memory):
        w = F.softmax(F.dot(self.enc(x), memory, transpose_b=True), axis=1)
        w = F.relu(w - self.shrink) * w / (F.abs(w - self.shrink) + self.eps)
        w = w / (F.sum(w, axis=1, keepdims=True) + self.eps)
        recon = self.dec(F.dot(w, memory))
        return F.mean(F.square(x - recon), axis=1)
