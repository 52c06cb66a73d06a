"""RPN proposals clipped to the image (GluonCV BBoxClipToImage): the image size read inside the graph by `F.shape_array(img)`, sliced to (H, W), cast, reversed to (W, H), tiled to (W, H, W, H) and applied by `broadcast_minimum`, the lower bound by `F.maximum(boxes, 0)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(1, 12, 4), (1, 3, 32, 32)]


class ClipToImage(HybridBlock):
    def hybrid_forward(self, F, boxes, img):
        boxes = boxes * 40
        window = F.cast(F.slice_axis(F.shape_array(img), axis=0, begin=2, end=None), "float32")
        m = F.tile(F.reverse(window, axis=0), reps=(2,)).reshape((1, 1, 4))
        return F.maximum(F.broadcast_minimum(boxes, m - 1), 0)


Net = ClipToImage
