"""Perceiver IO multimodal preprocessing: video and audio inputs each projected by their own Dense (kept in
a `nn.HybridSequential` indexed by position), a learned (1, 1, E) modality embedding per input
`broadcast_like`d to its positions, the list of per-modality arrays concatenated on the position axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 4, 3)]


class Multimodal(HybridBlock):
    def __init__(self, dim=8, num_modalities=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.projs = nn.HybridSequential()
            for _ in range(num_modalities):
                self.projs.add(nn.Dense(dim - 2, flatten=False))
            self.modality = self.params.get("modality", shape=(num_modalities, 1, 1, 2))

    def hybrid_forward(self, F, video, audio, modality):
        embs = F.split(modality, num_outputs=2, axis=0, squeeze_axis=True)
        parts = []
        for i, x in enumerate([video, audio]):
            h = self.projs[i](x)
            parts.append(F.concat(h, F.broadcast_like(embs[i], h, lhs_axes=(0, 1), rhs_axes=(0, 1)), dim=2))
        return F.concat(*parts, dim=1)


Net = Multimodal
