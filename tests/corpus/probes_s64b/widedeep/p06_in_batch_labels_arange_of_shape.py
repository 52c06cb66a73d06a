"""DSSM in-batch softmax with the labels `F.arange(scores.shape[0])` (the PyTorch `torch.arange(batch)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class ShapeLabelsDSSM(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qt = nn.Dense(dim, activation="tanh")
            self.dt = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, query, doc):
        scores = F.dot(F.L2Normalization(self.qt(query)), F.L2Normalization(self.dt(doc)), transpose_b=True)
        labels = F.arange(scores.shape[0])
        return -F.mean(F.pick(F.log_softmax(scores, axis=1), labels, axis=1))


Net = ShapeLabelsDSSM
