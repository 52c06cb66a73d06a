"""x-vector statistics pooling over frames (N, C, T): mean and standard deviation (`relu` of E[x^2] - E[x]^2 plus epsilon under the root), concatenated on the channel axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 7)]


class StatsPooling(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.tdnn = nn.Conv1D(6, 3, padding=1, activation="relu")
            self.embed = nn.Dense(5)

    def hybrid_forward(self, F, x):
        h = self.tdnn(x)
        mu = F.mean(h, axis=2)
        var = F.mean(F.square(h), axis=2) - F.square(mu)
        std = F.sqrt(F.relu(var) + 1e-5)
        return self.embed(F.concat(mu, std, dim=1))


Net = StatsPooling
