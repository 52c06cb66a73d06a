"""PointNet's input transform net (T-Net): shared 1x1 Conv1D layers, a max pool over the points,
three Dense layers and a 3x3 matrix per sample, to which the identity is added as
`x + self.biases.data()` -- a constant Parameter read as an NDArray inside hybrid code (and a
(B, 3, 3) + (3, 3) sum that only NDArray `+` broadcasts).

Source: cxiang26/pointnet.mxnet @ d425379578, models/transform_nets.py (read_file id 31676290487),
class `input_transform_net` unchanged but for the name (`Net`), `num_points` (16 points) and
`**kwargs` added to the `hybrid_forward` signature: Gluon 1.9.1 passes the registered `biases`
constant to `hybrid_forward` as a keyword, which the author's signature does not take, so the block
did not run at all in MXNet 1.9.1 (the author's `self.biases.data()` is kept).
(/work/eval/ids_taken.txt lists this repository as "fetched, no hybrid_forward" in an earlier
round: its newest snapshot has none; this older commit has, and no set used it.)
"""
from mxnet.gluon import nn
from mxnet import nd

INPUTS = [(2, 3, 16)]


class Net(nn.HybridBlock):
    def __init__(self, num_points=16):
        super(Net,self).__init__()
        self.num_points = num_points
        self.conv1 = nn.Conv1D(64, 1)
        self.conv2 = nn.Conv1D(128, 1)
        self.conv3 = nn.Conv1D(1024, 1)
        self.mp1 = nn.MaxPool1D(num_points)
        self.fc1 = nn.Dense(512)
        self.fc2 = nn.Dense(256)
        self.fc3 = nn.Dense(9)
        self.bn1 = nn.BatchNorm(in_channels=64)
        self.bn2 = nn.BatchNorm(in_channels=128)
        self.bn3 = nn.BatchNorm(in_channels=1024)
        self.bn4 = nn.BatchNorm(in_channels=512)
        self.bn5 = nn.BatchNorm(in_channels=256)
        self.biases = self.params.get_constant('biases', value=nd.eye(3,3,0,dtype='float32'))

    def hybrid_forward(self, F, x, **kwargs):
        x = F.relu(self.bn1(self.conv1(x)))
        x = F.relu(self.bn2(self.conv2(x)))
        x = F.relu(self.bn3(self.conv3(x)))
        x = self.mp1(x)
        x = F.flatten(x)
        x = F.relu(self.bn4(self.fc1(x)))
        x = F.relu(self.bn5(self.fc2(x)))
        x = self.fc3(x)
        x = F.reshape(x, (-1, 3, 3))
        x = x + self.biases.data()
        return x
