"""Multi-scale depth decoder that resizes each disparity with `height=image.shape[2], width=image.shape[3]`."""
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
            outs.append(F.contrib.BilinearResize2D(disp, height=image.shape[2], width=image.shape[3]))
        return outs


Net = MultiScaleDecoder
