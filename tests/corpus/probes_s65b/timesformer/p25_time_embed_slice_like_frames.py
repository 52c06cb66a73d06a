"""TimeSformer time embeddings cut to the clip by `F.slice_like(time_embed, frames, axes=(1,))` against the
(B, T, C) frame means (no frame count needed), added by `broadcast_add`; the frame means from the
(B, T, N, C) regrouping with T, N constructor sizes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 8)]


class SliceLikeTimeEmbed(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, max_frames=8, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n = frames, patches
        with self.name_scope():
            self.time_embed = self.params.get("time_embed", shape=(1, max_frames, dim), init="normal")

    def hybrid_forward(self, F, x, time_embed):
        frames = F.slice_axis(x, axis=1, begin=1, end=None).reshape((0, self._t, self._n, -1)).mean(axis=2)
        return F.broadcast_add(frames, F.slice_like(time_embed, frames, axes=(1,)))


Net = SliceLikeTimeEmbed
