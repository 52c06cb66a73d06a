"""SwAV prototypes: the projection `L2Normalization`-ed and scored against a (K, d) prototype Parameter that is itself row-normalised in the graph (`F.L2Normalization(weight)`) and applied by `F.FullyConnected(no_bias=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class Prototypes(HybridBlock):
    def __init__(self, in_dim=12, dim=8, n_protos=6, **kwargs):
        super(Prototypes, self).__init__(**kwargs)
        self._k = n_protos
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=in_dim)
            self.weight = self.params.get("prototypes", shape=(n_protos, dim))

    def hybrid_forward(self, F, x, weight):
        z = F.L2Normalization(self.proj(x))
        return F.FullyConnected(z, F.L2Normalization(weight), no_bias=True, num_hidden=self._k)


Net = Prototypes
