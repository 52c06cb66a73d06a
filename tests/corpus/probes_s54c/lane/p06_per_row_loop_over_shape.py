"""Per-row classifiers, one softmax per row anchor, looped with `for r in range(out.shape[2])`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 5, 2)]


class PerRowSoftmax(HybridBlock):
    def hybrid_forward(self, F, out):
        rows = []
        for r in range(out.shape[2]):
            row = F.slice_axis(out, axis=2, begin=r, end=r + 1)
            rows.append(F.softmax(row, axis=1))
        return F.concat(*rows, dim=2)


Net = PerRowSoftmax
