"""CondInst's mask head inputs: locations of the mask feature's pixels from its size
(`compute_locations(h, w, stride)`, shifts by `nd.arange` times the stride plus stride // 2),
relative coordinates `instance_locations.reshape((-1, 1, 2)) - locations.reshape((1, -1, 2))`
(a plain `-`), normalised by the size of interest, put as (n, 2, h, w) and concatenated with the
mask features broadcast to the instances, a static mask head, upsampled by the stride."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(1, 4, 6, 6), (3, 2)]


def compute_locations(h, w, stride):
    shifts_x = nd.arange(0, w * stride, stride)
    shifts_y = nd.arange(0, h * stride, stride)
    shift_x = shifts_x.reshape((1, -1)).tile((h, 1)).reshape((-1,))
    shift_y = shifts_y.reshape((-1, 1)).tile((1, w)).reshape((-1,))
    return nd.stack(shift_x, shift_y, axis=1) + stride // 2


class Net(nn.HybridBlock):
    def __init__(self, stride=8, soi=64.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        self.soi = soi
        with self.name_scope():
            self.head = nn.HybridSequential()
            self.head.add(nn.Conv2D(4, 3, padding=1, in_channels=6, activation='relu'),
                          nn.Conv2D(1, 1, in_channels=4))

    def hybrid_forward(self, F, mask_feats, instance_locations):
        n = instance_locations.shape[0]
        _, C, h, w = mask_feats.shape
        locations = compute_locations(h, w, self.stride)
        relative_coords = instance_locations.reshape((-1, 1, 2)) - locations.reshape((1, -1, 2))
        relative_coords = relative_coords.transpose((0, 2, 1)) / self.soi
        relative_coords = relative_coords.reshape((n, 2, h, w))
        feats = mask_feats.broadcast_to((n, C, h, w))
        x = self.head(F.concat(relative_coords, feats, dim=1))
        return F.contrib.BilinearResize2D(x, height=h * 2, width=w * 2)
