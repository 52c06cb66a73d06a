"""WavLM/wav2vec2 feature encoder: the (B, L) waveform given a channel axis by `expand_dims(1)`, a strided Conv1D
with a GroupNorm of one group per channel in the first layer only (the "default" extractor mode, a python
`i == 0` test), GELU, the frames moved to (B, T, C) by `transpose` and projected after a LayerNorm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 160)]


class FeatureEncoder(HybridBlock):
    def __init__(self, channels=8, layers=((10, 5), (3, 2), (2, 2)), dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i, (k, s) in enumerate(layers):
                block = nn.HybridSequential()
                block.add(nn.Conv1D(channels, k, strides=s, use_bias=False))
                if i == 0:
                    block.add(nn.GroupNorm(num_groups=channels))
                block.add(nn.GELU())
                self.convs.add(block)
            self.norm = nn.LayerNorm()
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, wav):
        h = self.convs(wav.expand_dims(1))
        return self.proj(self.norm(h.transpose((0, 2, 1))))


Net = FeatureEncoder
