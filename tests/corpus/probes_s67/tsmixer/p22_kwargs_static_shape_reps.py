"""The series and the auxiliary features passed to a method by keyword, `self._with_static(F, series=x,
static=s)`; the method tiles the static features over time with the length read as `kw["series"].shape[1]`
from its `**kw` dict."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3), (2, 2)]


class KwargsStatic(HybridBlock):
    def __init__(self, channels=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.static = nn.Dense(hidden)
            self.mix = nn.Dense(channels, flatten=False)

    def _with_static(self, F, **kw):
        steps = kw["series"].shape[1]
        st = F.tile(self.static(kw["static"]).expand_dims(1), reps=(1, steps, 1))
        return F.concat(kw["series"], st, dim=-1)

    def hybrid_forward(self, F, x, s):
        return x + self.mix(self._with_static(F, series=x, static=s))


Net = KwargsStatic
