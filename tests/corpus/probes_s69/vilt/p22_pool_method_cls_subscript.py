"""ViLT pooler as a method without F, `pool(self, hidden)`, taking the CLS token by `hidden[:, 0]` as the
PyTorch code does, then a Dense with tanh and the ITM classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 16)]


class MethodPooler(HybridBlock):
    def __init__(self, dim=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(dim, activation="tanh")
            self.itm = nn.Dense(2)

    def pool(self, hidden):
        return self.dense(hidden[:, 0])

    def hybrid_forward(self, F, hidden):
        return self.itm(self.pool(hidden))


Net = MethodPooler
