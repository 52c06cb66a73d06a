"""TimeSformer time embeddings cut by `F.slice_axis` to (1, T, C), given a patch axis (1, T, 1, C) and
added to the (B, T, N, C) tokens by a plain `+` (PyTorch broadcasts it; a Gluon Symbol's `+` does not)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 8)]


class PlainTimeEmbed(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, max_frames=8, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n = frames, patches
        with self.name_scope():
            self.time_embed = self.params.get("time_embed", shape=(1, max_frames, dim), init="normal")

    def hybrid_forward(self, F, x, time_embed):
        tokens = F.slice_axis(x, axis=1, begin=1, end=None).reshape((0, self._t, self._n, -1))
        emb = F.slice_axis(time_embed, axis=1, begin=0, end=self._t).expand_dims(2)
        return (tokens + emb).reshape((0, -3, 0))


Net = PlainTimeEmbed
