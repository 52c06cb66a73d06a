"""TimeSformer time embeddings: a (1, max_frames, C) Parameter sliced to the clip's T frames by the
PyTorch port's subscript `time_embed[:, :self._t]`, then added per patch to the (B*N, T, C) grouping."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 8)]


class SubscriptTimeEmbed(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, max_frames=8, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n = frames, patches
        with self.name_scope():
            self.time_embed = self.params.get("time_embed", shape=(1, max_frames, dim), init="normal")

    def hybrid_forward(self, F, x, time_embed):
        tokens = F.slice_axis(x, axis=1, begin=1, end=None)
        xt = tokens.reshape((0, self._t, self._n, -1)).transpose((0, 2, 1, 3)).reshape((-3, self._t, -1))
        return F.broadcast_add(xt, time_embed[:, :self._t])


Net = SubscriptTimeEmbed
