"""ViTPose's flip test feeding SuperGlue's keypoint normalisation: heatmaps of the image and of its
horizontal flip (`x[:, :, :, ::-1]`), the flipped heatmaps flipped back and their left/right joints swapped
by `take` with an `nd.array` of the flip pairs' order, averaged, the soft-argmax keypoints over a grid
`nd.arange(W)`/`nd.arange(H)` from the heatmap's unpacked shape, then normalised by the image size
(`nd.array([[W, H]])`, centred, scaled by 0.7 * max) as SuperGlue's encoder wants."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_keypoints=5, flip_pairs=((1, 2), (3, 4)), **kwargs):
        super(Net, self).__init__(**kwargs)
        order = list(range(num_keypoints))
        for a, b in flip_pairs:
            order[a], order[b] = b, a
        self.flip_order = order
        with self.name_scope():
            self.body = nn.Conv2D(8, 3, padding=1, in_channels=3, activation='relu')
            self.head = nn.Conv2D(num_keypoints, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, x):
        heatmaps = self.head(self.body(x))
        flipped = self.head(self.body(x[:, :, :, ::-1]))[:, :, :, ::-1]
        flipped = F.take(flipped, nd.array(self.flip_order), axis=1)
        heatmaps = (heatmaps + flipped) * 0.5
        N, K, H, W = heatmaps.shape
        prob = F.softmax(heatmaps.reshape((N, K, -1)), axis=-1).reshape((N, K, H, W))
        kx = (prob.sum(axis=2) * nd.arange(W)).sum(axis=-1)
        ky = (prob.sum(axis=3) * nd.arange(H)).sum(axis=-1)
        kpts = F.stack(kx, ky, axis=-1)
        size = nd.array([[W, H]])
        scaling = size.max(axis=1, keepdims=True) * 0.7
        return (kpts - size / 2) / scaling
