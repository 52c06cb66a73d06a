"""OCRNet context fusion: object context from region attention reshaped to the feature map by `reshape_like`, concatenated with the pixel features on channels and fused by conv-BN-ReLU (dropout 0)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class ContextFusion(HybridBlock):
    def __init__(self, channels=6, num_regions=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.aux = nn.Conv2D(num_regions, 1, in_channels=channels)
            self.fuse = nn.HybridSequential()
            self.fuse.add(nn.Conv2D(channels, 1, in_channels=2 * channels), nn.BatchNorm(in_channels=channels),
                          nn.Activation("relu"))

    def hybrid_forward(self, F, feats):
        flat = feats.reshape((0, 0, -1))
        probs = F.softmax(self.aux(feats).reshape((0, 0, -1)), axis=2)
        regions = F.batch_dot(probs, flat, transpose_b=True)
        attn = F.softmax(F.batch_dot(flat, regions, transpose_a=True, transpose_b=True), axis=-1)
        ctx = F.batch_dot(regions, attn, transpose_a=True, transpose_b=True)
        ctx = F.reshape_like(ctx, feats)
        return self.fuse(F.concat(ctx, feats, dim=1))


Net = ContextFusion
