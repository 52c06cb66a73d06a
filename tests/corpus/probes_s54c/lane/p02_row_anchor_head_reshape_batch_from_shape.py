"""Same head reshaped with the batch size from the input: `reshape((x.shape[0], self.griding + 1, self.rows, self.lanes))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class RowAnchorHead(HybridBlock):
    def __init__(self, griding=8, rows=5, lanes=2, **kwargs):
        super().__init__(**kwargs)
        self.griding, self.rows, self.lanes = griding, rows, lanes
        with self.name_scope():
            self.pool = nn.Conv2D(2, 1)
            self.fc = nn.Dense((griding + 1) * rows * lanes)

    def hybrid_forward(self, F, x):
        out = self.fc(F.flatten(self.pool(x)))
        return out.reshape((x.shape[0], self.griding + 1, self.rows, self.lanes))


Net = RowAnchorHead
