"""A helper whose Google-style docstring declares `x (NDArray): (N, C)`; it loops over the rows of that tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=5)

    def _row_max(self, F, x):
        """Max of each row.

        Args:
            x (NDArray): scores, (N, C).

        Returns:
            NDArray: (N,) maxima.
        """
        return F.stack(*[F.max(row) for row in x], axis=0)

    def hybrid_forward(self, F, x):
        return self._row_max(F, self.fc(x))
