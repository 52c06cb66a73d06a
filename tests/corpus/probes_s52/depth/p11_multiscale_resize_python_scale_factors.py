"""Multi-scale depth decoder upsampling each disparity back by its python scale factor with `F.UpSampling(..., scale=s, sample_type="nearest")`, the full-scale one left as it is."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class MultiScaleDecoder(HybridBlock):
    def __init__(self, scales=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.scales = scales
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in scales:
                self.heads.add(nn.Conv2D(1, kernel_size=3, padding=1))

    def hybrid_forward(self, F, image):
        outs = []
        for scale, head in zip(self.scales, self.heads):
            feat = F.Pooling(image, kernel=(scale, scale), stride=(scale, scale), pool_type="avg")
            disp = F.sigmoid(head(feat))
            outs.append(disp if scale == 1 else F.UpSampling(disp, scale=scale, sample_type="nearest"))
        return F.concat(*outs, dim=1)


Net = MultiScaleDecoder
