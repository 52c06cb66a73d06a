"""Multi-view features: the subclass overrides `_views` to stack two views on axis 1; the base class counts
the views by `.shape[1]` of what `_views` returns."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Views(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def _views(self, F, h):
        return F.expand_dims(h, axis=1)

    def hybrid_forward(self, F, x):
        v = self._views(F, self.fc(x))
        n = v.shape[1]
        return F.sum(v, axis=1) / n


class TwoViews(Views):
    def _views(self, F, h):
        return F.stack(h, F.relu(h), axis=1)


Net = TwoViews
