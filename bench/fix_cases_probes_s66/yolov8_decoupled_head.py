"""YOLOv8's Detect head: per level a box branch (cv2) and a class branch (cv3), concatenated on channels;
every level flattened to (b, no, -1) from the first level's shape and concatenated on the anchor axis; the
box and class parts cut by legacy subscripts at `4 * reg_max`, the class scores squashed, the box bins
softmaxed per side over a view from `box.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4), (2, 8, 2, 2), (2, 8, 1, 1)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, num_classes=3, reg_max=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nc = num_classes
        self.reg_max = reg_max
        self.no = num_classes + 4 * reg_max
        with self.name_scope():
            self.cv2 = nn.HybridSequential()
            self.cv3 = nn.HybridSequential()
            for _ in range(3):
                box = nn.HybridSequential()
                box.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation='relu'),
                        nn.Conv2D(4 * reg_max, 1, in_channels=channels))
                cls = nn.HybridSequential()
                cls.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation='relu'),
                        nn.Conv2D(num_classes, 1, in_channels=channels))
                self.cv2.add(box)
                self.cv3.add(cls)

    def hybrid_forward(self, F, *x):
        x = list(x)
        for i in range(len(x)):
            x[i] = F.concat(self.cv2[i](x[i]), self.cv3[i](x[i]), dim=1)
        shape = x[0].shape
        x_cat = F.concat(*[xi.reshape((shape[0], self.no, -1)) for xi in x], dim=2)
        box, cls = x_cat[:, :self.reg_max * 4], x_cat[:, self.reg_max * 4:]
        b, _, a = box.shape
        box = F.softmax(box.reshape((b, 4, self.reg_max, a)), axis=2)
        return box, F.sigmoid(cls)
