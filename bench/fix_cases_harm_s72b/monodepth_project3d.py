"""gluoncv monodepthv2 Project3D (the pinned 0.10 wheel, gluoncv/model_zoo/monodepthv2/layers.py):
`F.batch_dot(K, T)[:, :3, :]`, `cam_points[:, 2, :]`, positional reshape. Cut: batch 2, 3x4 map as
defaults (the class takes them as arguments)."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 12), (2, 4, 4), (2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, batch_size=2, height=3, width=4, eps=1e-7):
        super(Net, self).__init__()

        self.batch_size = batch_size
        self.height = height
        self.width = width
        self.eps = eps

    def hybrid_forward(self, F, points, K, T):
        P = F.batch_dot(K, T)[:, :3, :]

        cam_points = F.batch_dot(P, points)

        cam_pix = cam_points[:, :2, :] / (cam_points[:, 2, :].expand_dims(1) + self.eps)
        cam_pix = cam_pix.reshape(self.batch_size, 2, self.height, self.width)

        x_src = cam_pix[:, 0, :, :] / (self.width - 1)
        y_src = cam_pix[:, 1, :, :] / (self.height - 1)
        pix_coords = F.concat(x_src.expand_dims(1), y_src.expand_dims(1), dim=1)
        pix_coords = (pix_coords - 0.5) * 2

        return pix_coords
