"""TimeSformer time embeddings done the Gluon way: the (1, max_frames, C) Parameter cut to T frames by
`F.slice_axis(end=self._t)`, given a patch axis by `expand_dims(2)` and added to the (B, T, N, C) tokens by
`F.broadcast_add`; the CLS token kept apart and concatenated back."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 8)]


class SliceTimeEmbed(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, max_frames=8, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n = frames, patches
        with self.name_scope():
            self.time_embed = self.params.get("time_embed", shape=(1, max_frames, dim), init="normal")

    def hybrid_forward(self, F, x, time_embed):
        cls = F.slice_axis(x, axis=1, begin=0, end=1)
        tokens = F.slice_axis(x, axis=1, begin=1, end=None).reshape((0, self._t, self._n, -1))
        emb = F.slice_axis(time_embed, axis=1, begin=0, end=self._t).expand_dims(2)
        tokens = F.broadcast_add(tokens, emb).reshape((0, -3, 0))
        return F.concat(cls, tokens, dim=1)


Net = SliceTimeEmbed
