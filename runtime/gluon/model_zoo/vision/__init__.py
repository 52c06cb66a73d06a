"""``mxnet.gluon.model_zoo.vision``: ImageNet classification architectures with MXNet 1.9.1's
structure and parameter names (checked against real MXNet by ``bench/mxnet_model_zoo.py``).

Every entry of MXNet's ``get_model``: ResNet V1/V2 (18-152), VGG 11-19 (with/without
BatchNorm), AlexNet, DenseNet 121/161/169/201, SqueezeNet 1.0/1.1, Inception V3, MobileNet
V1/V2 (widths 1.0, 0.75, 0.5, 0.25).
"""
from __future__ import annotations

# the modules first: the star imports then rebind ``alexnet`` to the function, as in MXNet
from . import alexnet as _alexnet, densenet as _densenet, inception as _inception
from . import mobilenet as _mobilenet, resnet as _resnet, squeezenet as _squeezenet, vgg as _vgg
from .alexnet import *  # noqa: F401,F403,E402
from .densenet import *  # noqa: F401,F403,E402
from .inception import *  # noqa: F401,F403,E402
from .mobilenet import *  # noqa: F401,F403,E402
from .resnet import *  # noqa: F401,F403,E402
from .squeezenet import *  # noqa: F401,F403,E402
from .vgg import *  # noqa: F401,F403,E402

_PROVIDED = {
    **{f"resnet{n}_v{v}": getattr(_resnet, f"resnet{n}_v{v}")
       for v in (1, 2) for n in (18, 34, 50, 101, 152)},
    **{f"vgg{n}{s}": getattr(_vgg, f"vgg{n}{s}") for n in (11, 13, 16, 19) for s in ("", "_bn")},
    "alexnet": _alexnet.alexnet,
    **{f"densenet{n}": getattr(_densenet, f"densenet{n}") for n in (121, 161, 169, 201)},
    "squeezenet1.0": _squeezenet.squeezenet1_0,
    "squeezenet1.1": _squeezenet.squeezenet1_1,
    "inceptionv3": _inception.inception_v3,
    **{f"mobilenet{w}": getattr(_mobilenet, f"mobilenet{w.replace('.', '_')}")
       for w in ("1.0", "0.75", "0.5", "0.25")},
    **{f"mobilenetv2_{w}": getattr(_mobilenet, f"mobilenet_v2_{w.replace('.', '_')}")
       for w in ("1.0", "0.75", "0.5", "0.25")},
}


def get_model(name, **kwargs):
    """The model ``name`` of MXNet's vision model zoo (``pretrained``, ``classes``, ``ctx``,
    ``root`` and the architecture's own keywords pass through)."""
    name = name.lower()
    if name not in _PROVIDED:
        raise ValueError("Model %s is not supported. Available options are\n\t%s"
                         % (name, "\n\t".join(sorted(_PROVIDED))))
    return _PROVIDED[name](**kwargs)
