"""ViTPose's (mmpose's) keypoint decoding: the argmax of each heatmap flattened from its unpacked shape, the
pixel `(idx % W, floor(idx / W))`, the quarter-pixel shift toward the higher neighbour
(`sign(hm[y, x + 1] - hm[y, x - 1]) * .25`, neighbours read by `pick` on the flattened map at `idx +- 1`,
`idx +- W`, kept only where `1 < px < W - 1` and `1 < py < H - 1`), scaled to the input image by
`image_size / heatmap_size` built as `nd.array`, and `maxvals` for the confidence."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, num_keypoints=3, image_size=(24, 20), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.image_size = image_size
        with self.name_scope():
            self.head = nn.Conv2D(num_keypoints, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, feat):
        heatmaps = self.head(feat)
        N, K, H, W = heatmaps.shape
        flat = heatmaps.reshape((N, K, -1))
        idx = flat.argmax(axis=2)
        maxvals = flat.max(axis=2)
        px = idx % W
        py = F.floor(idx / W)
        right = F.pick(flat, F.clip(idx + 1, 0, H * W - 1), axis=2)
        left = F.pick(flat, F.clip(idx - 1, 0, H * W - 1), axis=2)
        down = F.pick(flat, F.clip(idx + W, 0, H * W - 1), axis=2)
        up = F.pick(flat, F.clip(idx - W, 0, H * W - 1), axis=2)
        inside = (px > 1) * (px < W - 1) * (py > 1) * (py < H - 1)
        px = px + F.sign(right - left) * .25 * inside
        py = py + F.sign(down - up) * .25 * inside
        coords = F.stack(px, py, axis=-1)
        scale = nd.array([self.image_size[1] / W, self.image_size[0] / H])
        coords = coords * scale.reshape((1, 1, 2))
        return coords * (maxvals > 0).expand_dims(2), maxvals
