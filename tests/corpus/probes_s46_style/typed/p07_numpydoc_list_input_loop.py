"""A helper whose numpydoc docstring declares `feats : list of NDArray`; it loops over that python list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(3):
                self.heads.add(nn.Dense(2, in_units=5))

    def _fuse(self, F, feats):
        """Sum the head outputs.

        Parameters
        ----------
        feats : list of NDArray
            One (N, 2) output per head.

        Returns
        -------
        NDArray
            Their sum, (N, 2).
        """
        total = feats[0]
        for f in feats[1:]:
            total = total + f
        return total

    def hybrid_forward(self, F, x):
        return self._fuse(F, [head(x) for head in self.heads])
