"""Mask R-CNN mask head: proposals (R, 4) given as an input, made into ROIs (R, 5) by concatenating a zero batch-index column (`F.zeros_like` of a `slice_axis`), `F.contrib.ROIAlign` features (R, C, 7, 7), two convs and a `Conv2DTranspose` to (R, K, 14, 14) class masks, the class-specific mask selected by a one-hot (R, K, 1, 1) `broadcast_mul` and a sum over the class axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 4, 8, 8), (3, 4), (3,)]


class MaskHead(HybridBlock):
    def __init__(self, classes=3, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._k = classes
        with self.name_scope():
            self.convs = nn.HybridSequential()
            self.convs.add(nn.Conv2D(channels, 3, padding=1, activation="relu"),
                           nn.Conv2DTranspose(channels, 2, strides=2, activation="relu"))
            self.pred = nn.Conv2D(classes, 1)

    def hybrid_forward(self, F, feat, proposals, cls_score):
        boxes = F.abs(proposals) * 6
        rois = F.concat(F.zeros_like(F.slice_axis(boxes, axis=1, begin=0, end=1)), boxes, dim=1)
        x = F.contrib.ROIAlign(feat, rois, pooled_size=(7, 7), spatial_scale=1.0, sample_ratio=2)
        masks = self.pred(self.convs(x))
        cls_ids = F.clip(F.floor((cls_score + 1) * self._k / 2), 0, self._k - 1)
        one_hot = F.one_hot(cls_ids, self._k).reshape((0, 0, 1, 1))
        return F.sigmoid(F.sum(F.broadcast_mul(masks, one_hot), axis=1))


Net = MaskHead
