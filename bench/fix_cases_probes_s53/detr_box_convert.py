"""DETR box head: (cx, cy, w, h) predictions turned into corner boxes and scaled to the image size."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.bbox = nn.Dense(4, in_units=8, flatten=False)

    def hybrid_forward(self, F, hs, size):
        boxes = F.sigmoid(self.bbox(hs))
        cx, cy, w, h = boxes[..., 0], boxes[..., 1], boxes[..., 2], boxes[..., 3]
        xyxy = F.stack(cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h, axis=-1)
        img_h, img_w = size[:, 0], size[:, 1]
        scale = F.stack(img_w, img_h, img_w, img_h, axis=1)
        return xyxy * scale.expand_dims(1)
