"""Greedy CTC decoding on tensors: best path by argmax, repeats found against a one-step shift built with `slice_axis`, blanks dropped."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 6)]


class GreedyDecoder(HybridBlock):
    def __init__(self, num_classes=5, blank=0, **kwargs):
        super().__init__(**kwargs)
        self._blank = blank
        with self.name_scope():
            self.fc = nn.Dense(num_classes, flatten=False)

    def hybrid_forward(self, F, feats):
        best = F.argmax(self.fc(feats), axis=2)                                  # (N, T)
        first = F.slice_axis(best, axis=1, begin=0, end=1)
        prev = F.concat(F.ones_like(first) * -1, F.slice_axis(best, axis=1, begin=0, end=-1), dim=1)
        keep = (best != prev) * (best != self._blank)
        # kept labels, others written as -1 (padding)
        return F.where(keep, best, F.ones_like(best) * -1), F.sum(keep, axis=1)


class Net(GreedyDecoder):
    pass
