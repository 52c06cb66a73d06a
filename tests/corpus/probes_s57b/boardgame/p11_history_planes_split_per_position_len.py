"""Board history encoder: the input planes split per past position, each embedded by a shared conv, averaged with `len(history)` of the split outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class HistoryEncoder(HybridBlock):
    def __init__(self, history=2, **kwargs):
        super(HistoryEncoder, self).__init__(**kwargs)
        self.history = history
        with self.name_scope():
            self.embed = nn.Conv2D(3, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, planes):
        history = F.split(planes, num_outputs=self.history, axis=1)
        total = self.embed(history[0])
        for i in range(1, len(history)):
            total = total + self.embed(history[i])
        return total / len(history)


Net = HistoryEncoder
