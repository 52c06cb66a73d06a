"""A helper called by keyword picks a threshold with `.asnumpy()` of the tensor it was given."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


def _hard_threshold(F, scores, quantile=0.5):
    cut = float(abs(scores.asnumpy()).mean() * quantile)
    return F.relu(scores - cut)


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4)

    def hybrid_forward(self, F, x):
        return _hard_threshold(F, scores=self.fc(x), quantile=0.3)
